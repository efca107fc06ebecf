## مخطط الحالات: عناصر التحكم، وسبب كل خطوة في التسمية، وأسماء العقد لقارئات الشاشة، وأسباب الرفض

diagram-title = مخطط الحالات
diagram-close = إغلاق
diagram-along = عرض الأوضاع التي مرت بها هذه اللعبة
diagram-along-note = الأوضاع التي مرت بها هذه اللعبة، كل منها مع نقلاته؛ الحروف من الحلّال.
diagram-label-yourself = سمِّه بنفسك
diagram-select-first = اختر وضعًا، ثم سمِّه:
diagram-label-this = تسمية { $position }:
diagram-quiz-keys = المفاتيح: P أو N على وضع محدد يسمّيه؛ وEnter يضعه على اللوحة.
diagram-step = خطوة
diagram-run = تشغيل
diagram-reset = إعادة ضبط
diagram-as-list = المخطط كقائمة
diagram-legend-p = P (مربع): يفوز اللاعب السابق
diagram-legend-n = N (دائري): يفوز اللاعب التالي
diagram-legend-win = نقلة رابحة
diagram-legend-pass = التمرير (*: التمرير لم يُستخدم بعد)
diagram-ring = الحلقة { $ring }
diagram-with-pass = { $position } مع التمرير
diagram-without-pass = { $position } بلا تمرير
diagram-by-passing = { $position } بالتمرير
diagram-step-ended-misere = { $letter }: عند { $here } تنتهي اللعبة. في لعب ميزير (misère) خسر اللاعب الذي أخذ القطعة الأخيرة، فاللاعب صاحب الدور هنا قد فاز بالفعل: هذه الخطوة الأولى N وليست P.
diagram-step-ended = { $letter }: عند { $here } تنتهي اللعبة: لا نقلة للاعب صاحب الدور وقد خسر، فاللاعب السابق هو الفائز.
diagram-step-reaches-p =
    { $count ->
        [one] { $letter }: من { $here } يستطيع اللاعب صاحب الدور الوصول إلى وضع P { $targets } (السهم المميَّز).
        [two] { $letter }: من { $here } يستطيع اللاعب صاحب الدور الوصول إلى وضعي P { $targets } (السهمان المميَّزان).
       *[other] { $letter }: من { $here } يستطيع اللاعب صاحب الدور الوصول إلى أوضاع P { $targets } (الأسهم المميَّزة).
    }
diagram-step-pass-note = التمرير يترك للخصم نيم العادية على الكومات نفسها.
diagram-step-only-move-n = { $letter }: النقلة الوحيدة من { $here } تؤدي إلى وضع N.
diagram-step-every-move-n =
    { $count ->
        [one] { $letter }: كل نقلة من { $here } (نقلة واحدة) تؤدي إلى وضع N.
        [two] { $letter }: كل نقلة من { $here } (نقلتان) تؤدي إلى وضع N.
        [few] { $letter }: كل نقلة من { $here } ({ $count } نقلات) تؤدي إلى وضع N.
       *[other] { $letter }: كل نقلة من { $here } ({ $count } نقلة) تؤدي إلى وضع N.
    }
diagram-step-counted-p =
    { $reaching ->
        [one] { $letter }: نقلة واحدة من { $here } تؤدي إلى أوضاع P، والحاجب يمنع { $blocks } في كل دور: كل نقلة تبقى مفتوحة تؤدي إلى وضع N.
       *[other] { $letter }: { $reaching } من النقلات من { $here } تؤدي إلى أوضاع P، والحاجب يمنع { $blocks } في كل دور: كل نقلة تبقى مفتوحة تؤدي إلى وضع N.
    }
diagram-step-counted-n =
    { $reaching ->
        [one] { $letter }: نقلة واحدة من { $here } تؤدي بالفعل إلى أوضاع P ({ $targets })، أكثر من { $blocks } التي يمكن للحاجب منعها.
       *[other] { $letter }: { $reaching } من النقلات من { $here } تؤدي بالفعل إلى أوضاع P ({ $targets })، أكثر من { $blocks } التي يمكن للحاجب منعها.
    }
diagram-why-ended-misere = عند { $here } تنتهي اللعبة، وفي لعب ميزير يكون اللاعب صاحب الدور هناك قد فاز
diagram-why-ended = عند { $here } تنتهي اللعبة: لا نقلة للاعب صاحب الدور وقد خسر
diagram-why-counted =
    { $reaching ->
        [one] نقلة واحدة من { $here } تؤدي إلى أوضاع P، والحاجب يمنع { $blocks } في كل دور
       *[other] { $reaching } من النقلات من { $here } تؤدي إلى أوضاع P، والحاجب يمنع { $blocks } في كل دور
    }
diagram-why-every-move-n = كل نقلة من { $here } تؤدي إلى وضع N
diagram-why-reaches-p =
    { $count ->
        [one] من { $here } يستطيع اللاعب صاحب الدور الوصول إلى وضع P { $targets }
       *[other] من { $here } يستطيع اللاعب صاحب الدور الوصول إلى أوضاع P { $targets }
    }
diagram-guess-right = صحيح: { $letter }، لأن { $why }.
diagram-guess-wrong = ليس { $guessed }: { $why } (مميَّز)، لذا { $here } هو { $letter }.
diagram-score = النتيجة: { $right } صحيحة، و{ $wrong } خاطئة؛ وبقي { $left } للتسمية.
diagram-node-labelled = { $shown } { $letter }: { $here }، وضع { $letter }
diagram-node-labelled-on-board = { $shown } { $letter }: { $here }، وضع { $letter }، على اللوحة
diagram-node-unlabelled = { $shown }: { $here }، لم يُسمَّ بعد
diagram-node-unlabelled-on-board = { $shown }: { $here }، لم يُسمَّ بعد، على اللوحة
diagram-line = { $position } { $letter }: ينتقل إلى { $children }
diagram-line-end = { $position } { $letter }: تنتهي اللعبة هنا
diagram-child = { $position } { $letter }
diagram-child-pass = { $position } (تمرير) { $letter }
diagram-progress = الخطوة { $shown } من { $total }
diagram-start = بلا تسمية. «خطوة» تسمّي وضعًا واحدًا في كل مرة، بدءًا من حيث تنتهي اللعبة (P)، ثم N لوضع فيه نقلة إلى P، وP لوضع تؤدي كل نقلاته إلى N.
diagram-start-misere = بلا تسمية. «خطوة» تسمّي وضعًا واحدًا في كل مرة، بدءًا من حيث تنتهي اللعبة؛ وفي لعب ميزير يكون ذلك الوضع N، أي فوزًا للاعب صاحب الدور.
diagram-too-large = سيكون في هذا المخطط { $size } وضعًا: أكثر من أن يُقرأ (الحد { $limit }). ابدأ من وضع أصغر، أو اعرض فقط الأوضاع التي مرت بها هذه اللعبة مع نقلاتها.
diagram-too-large-over = سيكون في هذا المخطط أكثر من { $size } وضعًا: أكثر من أن يُقرأ (الحد { $limit }). ابدأ من وضع أصغر، أو اعرض فقط الأوضاع التي مرت بها هذه اللعبة مع نقلاتها.
diagram-unsolved = أحد أوضاع هذا المخطط أكبر من أن يحسمه الحلّال.
diagram-not-drawn = لا يمكن رسم هذا الوضع.
diagram-moves-to-p = { $reaching } إلى P { $sign } { $blocks }

# Games with Grundy values (normal-play impartial games)
diagram-quiz-keys-values = المفاتيح: رقم على وضع محدد يبدأ قيمته في الخانة؛ وEnter هناك يتحقق منها. وEnter على وضع يضعه على اللوحة.
diagram-check-value = تحقّق
diagram-not-a-value = «{ $typed }» ليست قيمة: اكتب عددًا صحيحًا، 0 أو أكثر.
diagram-legend-value = *2: قيمة غراندي، أصغر قيمة لا يملكها أي وضع تصل إليه نقلة (0 هو P، وأي قيمة أخرى N)
diagram-value-label = *{ $value } { $letter }
diagram-why-mex =
    { $options ->
        [one] الوضع الوحيد الذي تصل إليه نقلة من { $here } قيمته { $values }: أصغر قيمة مفقودة هي { $value }
       *[other] { $count ->
            [one] كل الأوضاع التي تصل إليها نقلة من { $here } قيمتها { $values }: أصغر قيمة مفقودة هي { $value }
           *[other] قيم الأوضاع التي تصل إليها نقلة من { $here } هي { $values }: أصغر قيمة مفقودة هي { $value }
        }
    }
diagram-why-no-options = لا نقلة من { $here }: قيمته 0
diagram-step-mex = { $letter }، *{ $value }: { $why }.
diagram-guess-right-value = صحيح: *{ $value }، لأن { $why }.
diagram-guess-wrong-value = ليس *{ $guessed }: { $why } (مميَّز)، لذا قيمة { $here } هي *{ $value }.
diagram-node-valued = { $shown }: { $here }، القيمة { $value }، وضع { $letter }
diagram-node-valued-on-board = { $shown }: { $here }، القيمة { $value }، وضع { $letter }، على اللوحة
diagram-start-values = بلا تسمية. «خطوة» تعطي وضعًا واحدًا في كل مرة قيمة غراندي له، بدءًا من حيث تنتهي اللعبة (لا نقلة: القيمة 0): قيمة الوضع هي أصغر قيمة لا يملكها أي وضع تصل إليه نقلة منه (mex). القيمة 0 وضع P، وأي قيمة أخرى وضع N.
