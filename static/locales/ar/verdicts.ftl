## اللاعبون مسمَّون في جملة: في أولها وفي داخلها. تختار الجمل حسب ‎$…_who
## (you وcomputer وplayer1 وplayer2 وopponent) لتطابق الاسم.

players-you-first = أنت
players-computer-first = الحاسوب
players-player1-first = اللاعب 1
players-player2-first = اللاعب 2
players-opponent-first = الخصم
players-you-within = أنت
players-computer-within = الحاسوب
players-player1-within = اللاعب 1
players-player2-within = اللاعب 2
players-opponent-within = الخصم

## لماذا انتهت اللعبة

players-ending-no-moves = { $winner } { $winner_who ->
        [you] لعبتَ
       *[other] لعب
    } النقلة الأخيرة، لذا { $loser_who ->
        [you] لم تعد لديك أي نقلة
       *[other] لم تعد لدى { $loser } أي نقلة
    }.
players-ending-last-counter = { $loser } { $loser_who ->
        [you] أخذتَ
       *[other] أخذ
    } القطعة الأخيرة، وفي نيم ميزير هذا يعني الخسارة.
players-ending-all-blocked = { $winner } { $winner_who ->
        [you] منعتَ
       *[other] منع
    } { $loser_who ->
        [you] كل نقلة كان بوسعك القيام بها، لذا لا يمكنك التحرك وتخسر
       *[other] كل نقلة كان بوسع { $loser } القيام بها، لذا لا يمكنه التحرك ويخسر
    }.

## من يفوز باللعب المثالي

verdict-over-no-moves = انتهت اللعبة: { $next_who ->
        [you] لم تعد لديك أي نقلة
       *[other] لم تعد لدى { $next } أي نقلة
    }، لذا { $previous_who ->
        [you] تفوز أنت
       *[other] يفوز { $previous }
    }.
verdict-over-last-counter = انتهت اللعبة: { $previous } { $previous_who ->
        [you] أخذتَ
       *[other] أخذ
    } القطعة الأخيرة، لذا { $next_who ->
        [you] تفوز أنت
       *[other] يفوز { $next }
    }.
verdict-over-all-blocked = انتهت اللعبة: كل نقلة { $next_who ->
        [you] كانت لديك
       *[other] كانت لدى { $next }
    } ممنوعة، لذا { $previous_who ->
        [you] تفوز أنت
       *[other] يفوز { $previous }
    }.
verdict-next-wins = { $next } (صاحب النقلة) { $next_who ->
        [you] تفوز
       *[other] يفوز
    } باللعب المثالي — { $count ->
        [zero] لا نقلات رابحة
        [one] نقلة رابحة واحدة
        [two] نقلتان رابحتان
        [few] { $count } نقلات رابحة
        [many] { $count } نقلة رابحة
       *[other] { $count } نقلة رابحة
    }.
verdict-previous-wins = { $previous } { $previous_who ->
        [you] تفوز
       *[other] يفوز
    } باللعب المثالي — { $next } (صاحب النقلة) { $next_who ->
        [you] ليست لديك
       *[other] ليست لديه
    } أي نقلة رابحة.
verdict-blocker-now = { $blocker } { $blocker_who ->
        [you] تحجب
       *[other] يحجب
    } الآن: { $count ->
        [zero] لا نقلات للمنع
        [one] نقلة واحدة للمنع
        [two] نقلتان للمنع
        [few] { $count } نقلات للمنع
        [many] { $count } نقلة للمنع
       *[other] { $count } نقلة للمنع
    } قبل أن { $mover_who ->
        [you] تتحرك أنت
       *[other] يتحرك { $mover }
    }.
verdict-blocker-wins = { $blocker } (الحاجب) { $blocker_who ->
        [you] تفوز
       *[other] يفوز
    } باللعب المثالي — { $count ->
        [zero] لا عمليات منع رابحة
        [one] عملية منع رابحة واحدة
        [two] عمليتا منع رابحتان
        [few] { $count } عمليات منع رابحة
        [many] { $count } عملية منع رابحة
       *[other] { $count } عملية منع رابحة
    }.
verdict-mover-beats-blocker = { $mover } (صاحب النقلة التالية) { $mover_who ->
        [you] تفوز
       *[other] يفوز
    } باللعب المثالي — { $blocker } { $blocker_who ->
        [you] لا تستطيع
       *[other] لا يستطيع
    } منع كل نقلة رابحة.
