## الإشعارات والإعلانات

notice-dismiss = إغلاق الإشعار
notice-wait-for-computer = انتظر نقلة الحاسوب.
notice-computer-cannot-analyse = لا يستطيع الحاسوب تحليل هذا الوضع: إنه يتجاوز حد الحجم.
notice-sentence-separator = {" "}
notice-moved = { $player }: { $played }.
notice-taken-back = تم التراجع عن النقلة.
notice-played-again = أُعيدت النقلة.
notice-new-game = لعبة جديدة.
notice-new-position = أُعدّ وضع جديد.
notice-random-position = أُعدّ وضع عشوائي.

## ما الخطأ في رابط ($value نص الرابط نفسه؛ الكلمات بعد «استخدم» كلمات مفتاحية للرابط تبقى كما هي)

notice-link-default-position = يُعرض الوضع الافتراضي بدلًا منه.
notice-link-unknown-game = يسمّي الرابط لعبة غير معروفة { $value }: استخدم nim أو misere أو circle أو blocking أو pass.
notice-link-unknown-mode = يسمّي الرابط نمطًا غير معروف { $value }: استخدم computer أو two أو analysis.
notice-link-unknown-controls = يسمّي الرابط عناصر تحكم غير معروفة { $value }: استخدم full أو min أو none.
notice-link-unknown-panel = يسمّي الرابط لوحة غير معروفة { $value }: استخدم none أو verdict أو table أو full.
notice-link-unknown-strength = يسمّي الرابط قوة لعب غير معروفة { $value }: استخدم perfect أو strong أو casual.
notice-link-unknown-first = يسمّي الرابط لاعبًا أول غير معروف { $value }: استخدم you أو computer.
notice-link-unknown-view = يسمّي الرابط عرضًا غير معروف { $value }: استخدم board أو diagram أو explore أو review أو grundy.
notice-link-bad-origin = المعامل origin={ $value } في الرابط ليس أصل صفحة (مثل https://example.org): لا يمكن لأي صفحة التحكم في هذا التضمين.
notice-link-bad-switch = في الرابط، يجب أن يكون { $key }={ $value } إما 0 أو 1.
notice-link-heap-negative = الكومة { $value } في الرابط غير صالحة: لا يمكن أن تكون الكومة سالبة.
notice-link-heap-not-a-number = الكومة { $value } في الرابط غير صالحة: يجب أن يكون حجم الكومة عددًا صحيحًا.
notice-link-heap-huge = الكومة { $value } في الرابط غير صالحة: إنها كبيرة جدًا.
notice-link-bad-ring = الحلقة { $value } في الرابط غير صالحة: اكتب o للعلامة و. للموضع الفارغ.
notice-link-bad-part = أُهمل الجزء { $value } في الرابط: { $problem ->
        [shape] اكتب الجزء بالصيغة GAME:SIZE (اللعبة:الحجم)، مثل kayles:8.
        [digit] أرقام الرمز الثُماني من 0 إلى 7.
        [point] يبدأ الرمز الثُماني بـ«0.»، مثل 0.77، أو بـ«4.» إذا جاز أيضًا قسمة الكومة إلى كومتين دون إزالة شيء.
        [long] لا يتجاوز عدد أرقام الرمز بعد النقطة { $limit } ({ $longest } لرمز لعبة طرح، أرقامه 0 و3 فقط).
        [name] استخدم nim أو kayles أو grundy أو رمزًا ثُمانيًا مثل 0.77.
       *[size] حجمه ليس عددًا صحيحًا.
    }
notice-link-bad-blocks = في الرابط، يجب أن يكون blocks={ $value } عددًا صحيحًا صغيرًا.
notice-link-bad-forbid = النقلات الممنوعة { $value } في الرابط ليست نقلات يستطيع الحاجب منعها في وضعه: يختار الحاجب من جديد.
notice-link-bad-turn = في الرابط، يجب أن يكون turn={ $value } إما 1 أو 2: اللاعب 1 يبدأ.
notice-link-limit = وضع الرابط: { $problem }

## أوامر الصفحة المضيفة المرفوضة (تبقى أسماء الأوامر والحقول كما هي)

host-error-version = الأمر موجّه إلى الإصدار { $found } من رسائل Nim Lab؛ هذه الصفحة تقرأ الإصدار { $read }.
host-error-unknown = أمر غير معروف { $command }: استخدم setPosition أو newGame أو undo أو redo أو setHints أو getState أو setState.
host-error-field = يحتاج الأمر { $command } إلى حقله { $field }.
host-error-link = لا يمكن ضبط الوضعية: { $problems }
host-error-empty = نص الرابط لا يسمّي وضعية ولا عرضًا ولا اختبارًا ولا إعدادًا.
host-error-nothing-to-undo = لا توجد نقلة للتراجع عنها.
host-error-nothing-to-redo = لا توجد نقلة لإعادتها.
host-error-move = لا يمكن لعب النقلة { $number } ({ $played }) في موضعها.
notice-link-step-negative = الدرجة { $value } في الرابط غير صالحة: لا يمكن أن يكون عدد القطع على درجة سالبًا.
notice-link-step-not-a-number = الدرجة { $value } في الرابط غير صالحة: يجب أن يكون عدد القطع على درجة عددًا صحيحًا.
notice-link-step-huge = الدرجة { $value } في الرابط غير صالحة: العدد كبير جدًا.

notice-link-bad-last = في الرابط، last={ $value } ليست نقلة سابقة تسمح بها هذه الكومة: تبدأ اللعبة من نقلتها الأولى.
notice-link-other-field = في الرابط، لا يُقرأ { $key }=: يُكتب وضع هذه اللعبة { $own }=.
notice-link-bad-k = في الرابط، ⁦k={ $value }⁩ ليس عددًا من 1 إلى 4 للكومات التي تأخذ منها النقلة الواحدة: يُستخدم ⁦k={ $k }⁩.
notice-link-bad-coin-rule = ‏rule={ $value } في الرابط ليست قاعدة لقلب القطع (turtles أو mock أو ruler أو twins): تُلعب السلاحف.
notice-link-bad-coin = القطعة { $coin } في الرابط هي { $value }، لا H ولا T: تُقرأ ظهرًا.
notice-link-too-many-coins = في صف الرابط { $count } قطعة، أكثر من { $limit } المسموح بها في الصف: لم يُقرأ.
notice-link-bad-head = ‏الوجه { $value } في الرابط ليس خانة مكتوبة x:y: حُذف.
notice-link-head-off-grid = ‏الوجه { $value } في الرابط خارج الشبكة (من 0 إلى { $last } في كل اتجاه): حُذف.
notice-link-head-repeated = ‏الوجه { $value } مذكور مرتين في الرابط: يُحسب مرة واحدة.
notice-link-too-many-edges = في رسم الرابط { $count } ضلعًا، أكثر من { $limit } المسموح بها للرسم: لم يُقرأ.
notice-link-bad-edge = الضلع { $edge } في الرابط هو { $value }، وليس طرفين يصل بينهما - (مثل g-1 أو 1-2): تُرك.
notice-link-no-such-vertex = الضلع { $edge } في الرابط يسمي { $value }، وليس رأسًا (g للأرض، أو عددًا من 1 إلى { $most }): تُرك.
notice-link-bad-place = الموضع { $value } في الرابط ليس رأس:x:y على شبكة الرسم: تُرك، ووُضع الرأس تلقائيًا.
