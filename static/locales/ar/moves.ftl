## النقلات كما يقولها الناس، والكومات ومواضع الحلقة تُعد من 1 (داخل الجمل؛ السهم ← لأن الصفحة من اليمين إلى اليسار)

moves-take = أخذ { $taken } من الكومة { $heap } ({ $from } ← { $to })
moves-take-unfit = الكومة { $heap } ← { $to }
moves-pass = تمرير
moves-remove-one = إزالة العلامة { $place }
moves-remove-two = إزالة العلامتين { $first } و{ $second }
moves-forbid = منع أخذ { $taken } من الكومة { $heap } ({ $from } ← { $to })
moves-forbid-unfit = منع الكومة { $heap } ← { $to }
moves-part-to = الجزء { $part }: { $from } ← { $to }
moves-part-empty = الجزء { $part }: { $from } ← لا شيء
moves-part-split = الجزء { $part }: { $from } ← ⁦{ $first } + { $second }⁩
moves-none = لا شيء

## اللاعبون كتسميات (الأدوار، السجل)

players-you = أنت
players-computer = الحاسوب
players-player1 = اللاعب 1
players-player2 = اللاعب 2
players-opponent = الخصم

## قوة الحاسوب

players-strength-perfect = مثالي
players-strength-strong = قوي (يخطئ أحيانًا)
players-strength-casual = عفوي (يلعب عشوائيًا في الغالب)

## لماذا رُفضت النقلة

players-no-such-heap = لا توجد كومة رقم { $heap }: في هذا الوضع { $count ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتان
        [few] { $count } كومات
        [many] { $count } كومة
       *[other] { $count } كومة
    }.
players-not-smaller = الكومة { $heap } فيها { $count ->
        [zero] لا قطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $count } قطع
        [many] { $count } قطعة
       *[other] { $count } قطعة
    }، فلا يمكن أن تصبح { $to }: النقلة تأخذ قطعة واحدة على الأقل.
players-no-such-place = لا يوجد موضع رقم { $place } على الحلقة: فيها { $count ->
        [zero] لا مواضع
        [one] موضع واحد
        [two] موضعان
        [few] { $count } مواضع
        [many] { $count } موضعًا
       *[other] { $count } موضع
    }.
players-empty-place = الموضع { $place } على الحلقة بلا علامة.
players-not-adjacent = الموضعان { $first } و{ $second } غير متجاورين: العلامتان المأخوذتان معًا يجب أن تكونا متجاورتين.
players-forbidden = إنقاص الكومة { $heap } إلى { $to } ممنوع في هذا الدور: الحاجب علّم عليه.
players-already-forbidden = إنقاص الكومة { $heap } إلى { $to } ممنوع من قبل.
players-pass-used = استُخدم التمرير من قبل في هذه اللعبة.
players-not-in-rule = لا يمكن أن يصير الجزء { $part } ({ $count }) كذلك وفق قواعد لعبته.
players-pass-on-empty = لا يمكنك التمرير حين تكون كل الكومات فارغة.
players-wrong-kind = هذا النوع من النقلات غير ممكن الآن.
players-game-over = انتهت اللعبة: ابدأ لعبة جديدة لتلعب مرة أخرى.

## الأحكام

verdict-too-large = هذا الوضع أكبر من أن يُحل بدقة ({ $steps ->
        [zero] لا خطوات بحث
        [one] خطوة بحث واحدة
        [two] خطوتا بحث
        [few] { $steps } خطوات بحث
        [many] { $steps } خطوة بحث
       *[other] { $steps } خطوة بحث
    }، والحد { $limit }). ما زال بإمكانك لعبه؛ وتعود التلميحات حين يصغر.
verdict-winning-moves-title = { $count ->
        [one] النقلة الرابحة:
        [two] النقلتان الرابحتان:
       *[other] النقلات الرابحة ({ $count }):
    }
verdict-winning-moves-more = تُعرض أول { $shown } من النقلات الرابحة، وعددها { $count }.
verdict-passing-wins = التمرير الآن يربح.
verdict-passing-does-not-win = التمرير الآن لا يربح.
verdict-pass-used = استُخدم التمرير: ما تبقى نيم عادية.

moves-both = أخذ { $taken } من الكومتين
players-not-from-both = يمكنك أن تأخذ من الكومتين من 1 إلى { $most }، لا { $taken }.
moves-stairs = إنزال { $moved } من الدرجة { $step } { $below ->
        [0] خارج الدرج
       *[other] إلى الدرجة { $below }
    } ({ $from } ← { $to })

players-over-limit = يمكنك الآن أن تأخذ { $most } على الأكثر، لا { $taken }.
players-heaps-in-move = تأخذ النقلة من { $most ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $most } كومات
        [many] { $most } كومة
       *[other] { $most } كومة
    } على الأكثر، لا من { $heaps }.
players-heap-twice = اختيرت الكومة { $heap } مرتين في نقلة واحدة.
