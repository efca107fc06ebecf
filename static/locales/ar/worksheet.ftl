## ورقة العمل القابلة للطباعة: نافذتها، وعنوانها، وتعليماتها، وكل وضع، ومفتاح الإجابات

worksheet-button = ورقة عمل
worksheet-dialog-intro = اطبع ورقة أوضاع لحلها على الورق، مع مفتاح إجابات في صفحة منفصلة. رقم الورقة نفسه يعطي دائمًا الأسئلة نفسها.
worksheet-game-field = اللعبة
worksheet-count-field = عدد الأسئلة
worksheet-level-field = الصعوبة
worksheet-seed-field = رقم الورقة
worksheet-link-field = رابط يفتح هذه الورقة جاهزة للطباعة
worksheet-print = طباعة
worksheet-close = إغلاق ورقة العمل
worksheet-loading = جارٍ تحميل ورقة العمل…
worksheet-not-loaded = تعذّر على الصفحة تحميل ورقة العمل. تحقّق من الاتصال، ثم اضغط «طباعة» مرة أخرى.
worksheet-level-1 = 1 — كومات قليلة وصغيرة؛ حلقات كاملة
worksheet-level-2 = 2 — كومات أكثر وأكبر؛ حلقات فيها فجوات
worksheet-level-3 = 3 — كومات كثيرة وكبيرة؛ حلقات مقطوعة؛ بلا مبرهنة
worksheet-bad-count = اختر من 1 إلى { $max } سؤالًا.
worksheet-bad-seed = رقم الورقة عدد صحيح من 0 فما فوق.
worksheet-title = ورقة عمل { $game }
worksheet-details =
    { $count ->
        [one] المستوى { $level } · سؤال واحد · الورقة { $seed }
        [two] المستوى { $level } · سؤالان · الورقة { $seed }
        [few] المستوى { $level } · { $count } أسئلة · الورقة { $seed }
        [many] المستوى { $level } · { $count } سؤالًا · الورقة { $seed }
       *[other] المستوى { $level } · { $count } سؤال · الورقة { $seed }
    }
worksheet-instructions-nim = لكل وضع، اكتب الكومات بالنظام الثنائي في الجدول، ومجموع نيم في صفه الأخير. من يفوز: اللاعب صاحب الدور (اللاعب الأول) أم الآخر (اللاعب الثاني)؟ إذا فاز اللاعب الأول، فاذكر نقلة رابحة.
worksheet-instructions-misere = اللاعب الذي يأخذ القطعة الأخيرة يخسر. لكل وضع، اكتب الكومات بالنظام الثنائي ومجموع نيم؛ وعُدّ الكومات التي فيها أكثر من قطعة. من يفوز: اللاعب صاحب الدور (اللاعب الأول) أم الآخر (اللاعب الثاني)؟ إذا فاز اللاعب الأول، فاذكر نقلة رابحة.
worksheet-instructions-circle = خذ علامة واحدة، أو علامتين متجاورتين؛ ومن يأخذ العلامة الأخيرة يفوز. من يفوز: اللاعب صاحب الدور (اللاعب الأول) أم الآخر (اللاعب الثاني)؟ إذا فاز اللاعب الأول، فاذكر نقلة رابحة.
worksheet-instructions-blocking = قبل كل نقلة يمنع الحاجب نقلات، ثم يأخذ صاحب النقلة قطعًا. من يفوز من كل وضع: صاحب النقلة أم الحاجب؟ اذكر النقلات التي تؤدي إلى أوضاع P.
worksheet-instructions-pass = نيم يجوز فيها لكل لاعب أن يمرّر مرة واحدة في اللعبة كلها، وليس نقلةً أخيرة أبدًا. لكل وضع، اكتب الكومات بالنظام الثنائي ومجموع نيم: بعد التمرير تصبح اللعبة نيم، فالتمرير يربح حين يكون مجموع نيم 0. من يفوز: اللاعب صاحب الدور (اللاعب الأول) أم الآخر (اللاعب الثاني)؟ إذا فاز اللاعب الأول، فاذكر نقلة رابحة (التمرير يُحتسب).
worksheet-instructions-sum = كل وضع مجموعُ ألعاب: اذكر قيمة غراندي لكل جزء (mex قيم الأوضاع التي تصل إليها نقلاته)، واكتب القيم بالنظام الثنائي ومجموع نيم لها، وهو قيمة المجموع. أهو P أم N: من يفوز، اللاعب صاحب الدور (اللاعب الأول) أم الآخر (اللاعب الثاني)؟ إذا فاز اللاعب الأول، فاذكر نقلة رابحة.
worksheet-question = السؤال { $number }
worksheet-ring =
    حلقة فيها { $places ->
        [one] مكان واحد
        [two] مكانان
        [few] { $places } أماكن
       *[other] { $places } مكانًا
    } و{ $markers ->
        [zero] لا علامات
        [one] علامة واحدة
        [two] علامتان
        [few] { $markers } علامات
       *[other] { $markers } علامة
    }.
worksheet-heaps = الكومات { $heaps }.
worksheet-parts = الأجزاء: { $parts }.
worksheet-heaps-pass = الكومات { $heaps }؛ التمرير لم يُستخدم.
worksheet-heaps-blocking =
    { $blocks ->
        [one] الكومات { $heaps }؛ يمنع الحاجب نقلة واحدة في كل دور.
        [two] الكومات { $heaps }؛ يمنع الحاجب نقلتين في كل دور.
        [few] الكومات { $heaps }؛ يمنع الحاجب { $blocks } نقلات في كل دور.
       *[other] الكومات { $heaps }؛ يمنع الحاجب { $blocks } نقلة في كل دور.
    }
worksheet-heap = الكومة { $heap }
worksheet-heap-counters =
    { $count ->
        [zero] الكومة { $heap }: لا قطع
        [one] الكومة { $heap }: قطعة واحدة
        [two] الكومة { $heap }: قطعتان
        [few] الكومة { $heap }: { $count } قطع
       *[other] الكومة { $heap }: { $count } قطعة
    }
worksheet-place-marker = المكان { $place }: علامة
worksheet-place-empty = المكان { $place }: فارغ
worksheet-nim-sum-row = مجموع نيم
worksheet-heap-column = الكومة
worksheet-answer-blank = الإجابة:
worksheet-value-blank = قيمة المجموع:
worksheet-part-column = الجزء
worksheet-value-column = القيمة
worksheet-value-is = قيمة المجموع { $value }.
worksheet-value-why =
    { $count ->
        [one] قيمة الجزء { $values }؛ { $sum }.
        [two] قيمتا الجزأين { $values }؛ { $sum }.
       *[other] قيم الأجزاء { $values }؛ { $sum }.
    }
worksheet-key-title = مفتاح الإجابات
worksheet-key-heading = مفتاح الإجابات — ورقة عمل { $game }
worksheet-moves-or = { $first } أو { $last }
worksheet-moves-more =
    { $count ->
        [one] { $first }، أو نقلة رابحة أخرى
        [two] { $first }، أو إحدى نقلتين رابحتين أخريين
        [few] { $first }، أو إحدى { $count } نقلات رابحة أخرى
       *[other] { $first }، أو إحدى { $count } نقلة رابحة أخرى
    }
worksheet-first-wins = يفوز اللاعب الأول: { $moves }.
worksheet-second-wins = يفوز اللاعب الثاني: كل نقلة تخسر.
worksheet-mover-wins =
    { $count ->
        [one] يفوز صاحب النقلة: نقلة واحدة تؤدي إلى أوضاع P، أكثر مما يستطيع الحاجب منعه ({ $moves }).
        [two] يفوز صاحب النقلة: نقلتان تؤديان إلى أوضاع P، أكثر مما يستطيع الحاجب منعه ({ $moves }).
        [few] يفوز صاحب النقلة: { $count } نقلات تؤدي إلى أوضاع P، أكثر مما يستطيع الحاجب منعه ({ $moves }).
       *[other] يفوز صاحب النقلة: { $count } نقلة تؤدي إلى أوضاع P، أكثر مما يستطيع الحاجب منعه ({ $moves }).
    }
worksheet-blocker-wins-outright = يفوز الحاجب: لا نقلة تؤدي إلى وضع P.
worksheet-blocker-wins = يفوز الحاجب بمنع { $moves }.
worksheet-three-heap-theorem = مبرهنة الكومات الثلاث تحسم ذلك.
worksheet-exact-search = لا مبرهنة تشمله: وُجد بالبحث الشامل.
worksheet-theorem-two-heaps = المبرهنة 1 (كومتان) تحسم ذلك.
worksheet-theorem-one-m-n = المبرهنة 2 ([1, m, n]) تحسم ذلك.
worksheet-theorem-ones-twos = المبرهنة 3 (آحاد واثنان) تحسم ذلك.
worksheet-theorem-ones-twos-threes = المبرهنة 4 (آحاد واثنان وثلاثات) تحسم ذلك.
worksheet-bad-link-seed = قيمة worksheet={ $value } في الرابط يجب أن تكون رقم ورقة (عددًا صحيحًا من 0 فما فوق)؛ لن تُعرض أي ورقة.
worksheet-bad-link-count = قيمة count={ $value } لورقة العمل في الرابط يجب أن تكون من 1 إلى { $max }؛ في الورقة 10 أسئلة.
worksheet-bad-link-level = قيمة level={ $value } لورقة العمل في الرابط يجب أن تكون 1 أو 2 أو 3؛ الورقة من المستوى 1.
