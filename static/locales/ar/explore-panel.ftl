## The Explore view's panel: these words come with the app; its code is fetched when Explore first opens.

## استكشاف: أطلس أوضاع P، شبكة من كومتين حرّتين a وb بجانب كومات ثابتة
# $game: اسم لعبة؛ $title: عنوان وثيقة مصدر (العناوين لا تُترجم)

explore-title = استكشاف أوضاع P
explore-close = إغلاق
explore-game = اللعبة
explore-blocks = عدد مرات الحجب في كل دور (k)
explore-heaps = عدد الكومات
explore-fixed-heap = الكومة { $heap }
explore-free-up-to = الكومتان الحرّتان a وb حتى
# اللعبة مع عدد مرات الحجب في كل دور، كما تسمّيها الشبكة
explore-family-blocks = { $game }، k = { $blocks }

## حساب شريحة

explore-progress-label = الجزء المحسوب من الشريحة
explore-progress = جارٍ حساب الشريحة… ‏{ $percent }٪
explore-cancel = إلغاء
explore-cancelled = أُلغي الحساب. غيّر الشريحة، أو اضغط «احسب» للبدء من جديد.
explore-compute = احسب
explore-failed = تعذّر على الصفحة تشغيل عمليتها في الخلفية، لذا لا يمكنها حساب الشرائح هنا.
explore-try-again = أعد المحاولة
# $work و$limit: خطوات البحث الشامل
explore-refusal = هذه الشريحة ({ $side } × { $side } خانة، وعدد الكومات { $heaps }) أكبر من أن تُحسب هنا: عدد الخطوات اللازمة { $work }، والحد { $limit }. قلّل حدّ الكومتين الحرّتين أو إحدى الكومات الثابتة.
explore-refusal-beyond = هذه الشريحة ({ $side } × { $side } خانة، وعدد الكومات { $heaps }) أكبر من أن تُحسب هنا: تحتاج إلى خطوات أكثر مما يسمح به البحث الشامل (الحد { $limit }). قلّل حدّ الكومتين الحرّتين أو إحدى الكومات الثابتة.

## الشبكة وبديلها النصي
# $family: اللعبة، مع عدد مرات الحجب في كل دور إن وُجد؛ $position: كومات الخانة، مثل «5, 2, 8»

explore-grid-role = شبكة أوضاع
explore-grid-label = نتائج { $family }، شبكة { $side } × { $side }: مفاتيح الأسهم تنقل المؤشر، وEnter يضع الوضع على اللوحة
explore-axis-b-first = b = 0
explore-axis-b-last = b = { $max } →
explore-axis-a-first = a = 0
explore-axis-a-last = ↓ a = { $max }
# $outcome: p أو n؛ $source: agrees أو differs أو none (لا يتحدث أي مصدر عن هذه الخانة)
explore-cell = الكومات { $position } (الصف { $row }، العمود { $column }): { $outcome ->
        [p] P، يفوز اللاعب الذي لعب للتو
       *[n] N، يفوز اللاعب صاحب الدور
    }.{ $source ->
        [agrees] { " " }المصدر يوافق على ذلك.
        [differs] { " " }اكتشاف: المصدر يقول خلاف ذلك.
       *[none] {""}
    } اضغط Enter لوضعه على اللوحة.
# $heaps: الكومات الثابتة، مثل «5» أو «5, 3»؛ $check: agrees أو findings أو none (لا مصدر لهذه الشبكة)
explore-summary = { $family }: { $fixed ->
        [none] الكومتان a وb
       *[some] الكومات { $heaps } وa وb
    }، حيث a وb من 0 إلى { $max }. الخانات التي هي أوضاع P: { $p } من أصل { $cells }.{ $check ->
        [agrees] { " " }كل الخانات توافق المصدر.
        [findings] { " " }{ explore-finding }
       *[none] {""}
    }
explore-finding = اكتشاف: البحث الشامل يناقض المصدر في عدد من الخانات قدره { $findings }، وهي معلّمة بإشارة × حمراء. يُرجى الإبلاغ عن ذلك.
explore-legend-p = وضع P (مربع ممتلئ)
explore-legend-n = وضع N (فارغ)
explore-legend-predicted = P بحسب المصدر (معيّن)
explore-legend-silent = لا حكم (مخطط)
explore-overlay = أوضاع P في المصدر
explore-csv = تصدير CSV
explore-png = تصدير PNG

## ما هو معروف عن شبكة كل لعبة

explore-statement-nim = مبرهنة بوتون: يكون الوضع P تمامًا عندما يكون مجموع نيم فيه 0.
explore-statement-misere = { $game }: يكون الوضع P عندما يكون مجموع نيم فيه 0، إلا إذا لم تحتوِ أي كومة على أكثر من قطعة واحدة: عندها يكون P عندما يكون عدد الكومات ذات القطعة الواحدة فرديًا.
explore-statement-blocking = { $title }: إذا رُتّبت الكومات a ≤ b ≤ c، يكون الوضع P تمامًا عندما a = b = c أو a + b + 1 = c. الخانات المعلّمة بمعيّن هي أوضاع P التي تذكرها المبرهنة.
explore-statement-blocking-open = تبرهن { $title } قاعدتها لثلاث كومات وحجب واحد في كل دور فقط، وتسأل كيف تُعمَّم: هذه الشبكة هي جواب البحث الشامل.
# $last: أكبر «أصغر كومة» تسردها الورقة؛ $open: ‏yes عندما تبلغ الشبكة الموضع الذي تتوقف فيه القوائم
explore-statement-pass = { $title }: تكون كومتان في وضع P عندما تكون الصغرى فردية والكبرى أكبر منها بواحد؛ ويكون 1, m, n في وضع P عندما m = n ≠ 2؛ وتسرد الورقة كل أوضاع P التي أصغر كومة فيها من 2 إلى { $last }. الخانات المعلّمة بمعيّن هي أوضاع P التي تعطيها هذه القواعد والقوائم.{ $open ->
        [yes] { " " }{ explore-statement-pass-open }
       *[no] {""}
    }
# $heap: أصغر كومة تتوقف عندها قوائم الورقة؛ $from: حيث تبدأ الزاوية المخططة
explore-statement-pass-open = عندما تكون أصغر كومة { $heap } تتوقف قائمة الورقة: «لا يوجد نمط واضح». الزاوية المخططة، حيث الكومتان الحرّتان كلتاهما { $from } أو أكثر، هي هذه المسألة المفتوحة.
explore-statement-pass-unlisted = لا تسرد { $title } إلا أوضاعًا من ثلاث كومات: هذه الشبكة هي جواب البحث الشامل.

## Wythoff's game: two heaps, and a second picture of every pair's Grundy value
# $title: the source's title (not translated); $pair: the pairs' formula; $first: the first pairs, e.g. "(0, 0), (1, 2), (3, 5)"
explore-statement-wythoff = { $title }: تكون الكومتان P تمامًا عندما تشكّلان زوجًا { $pair }، حيث φ النسبة الذهبية: { $first }… الخانات المعلَّمة بمعيَّن هي هذه الأزواج. أما الشبكة نفسها فتُحسب بالـ mex، قيمة غراندي لكل خانة من القيم التي تبعد نقلة واحدة، وتُفحص الأزواج مقابلها.
explore-picture = الصورة
explore-picture-outcomes = أوضاع P
explore-picture-values = قيم غراندي
explore-values-grid-label = قيم غراندي لـ { $family }، شبكة { $side } × { $side }: مفاتيح الأسهم تنقل المؤشر، وEnter يضع الوضع على اللوحة
# $value: the cell's Grundy value; 0 is a P-position
explore-value-cell = الكومات { $position } (الصف { $row }، العمود { $column }): قيمة غراندي { $value }{ $value ->
        [0] ، وهو وضع P: يفوز اللاعب الذي لعب للتو.
       *[other] .
    } يضعه Enter على اللوحة.
# $top: the largest value in the grid; $zeros: how many cells have value 0
explore-values-summary = { $family }: قيمة غراندي لكل زوج a وb من 0 إلى { $max }، المحسوبة بالـ mex، تتراوح من 0 إلى { $top }. عدد الخانات ذات القيمة 0، أي أوضاع P المرسومة بالأسود: { $zeros }. لا تتكرر قيمة في صف أو عمود أو قطر واحد: قيمة كل خانة تختلف عن كل القيم التي تبعد نقلة واحدة.
explore-legend-value-zero = القيمة 0: وضع P (أسود)
explore-legend-values = القيم من 1 إلى { $top }، من الفاتح إلى الداكن
