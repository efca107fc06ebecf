## شريط الدور فوق اللوحة

board-turn-label = الدور
board-result-label = النتيجة
board-headline = { $winner_who ->
        [you] لقد فزت!
        [computer] الحاسوب يفوز.
        [opponent] الخصم يفوز.
       *[other] { $winner } يفوز!
    }
board-play-again = العب مرة أخرى
board-step-block = الخطوة 1 من 2
board-step-take = الخطوة 2 من 2
board-role-blocker = الحاجب:
board-role-mover = صاحب النقلة:
board-block-phase = { $blocker } { $blocker_who ->
        [you] تمنع
       *[other] يمنع
    } { $remaining ->
        [zero] لا نقلات أخرى
        [one] نقلة أخرى واحدة
        [two] نقلتين أخريين
        [few] { $remaining } نقلات أخرى
        [many] { $remaining } نقلة أخرى
       *[other] { $remaining } نقلة أخرى
    } { $mover_who ->
        [you] من نقلاتك
       *[other] من نقلات { $mover }
    } ({ $blocks } في كل دور): انقر على قطعة لتعليم تلك النقلة بـ ✕.
board-take-phase = { $mover } { $mover_who ->
        [you] تأخذ
       *[other] يأخذ
    } قطعًا. النقلات المعلّمة بـ ✕ ممنوعة في هذا الدور.
board-your-move-heaps = دورك: انقر على قطعة لتأخذها مع كل القطع التي بعدها.
board-your-move-ring = دورك: اختر علامة، ثم خذها وحدها أو مع علامة مجاورة.
board-to-move = دور { $mover }.
board-computer-moving = الحاسوب يلعب نقلته (مظلَّلة).
board-skip = تخطٍّ
board-computer-thinking = الحاسوب يفكر…
