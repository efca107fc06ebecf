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

## إعدادات اللوحة وأوامرها

board-settings-label = إعدادات اللعبة
board-game-field = اللعبة
board-mode-field = النمط
board-computer-field = الحاسوب
board-first-move-field = النقلة الأولى
board-first-move-you = أنت
board-first-move-computer = الحاسوب
board-hints = التلميحات
board-undo = ↶ تراجع
board-redo = ↷ إعادة
board-new-game = لعبة جديدة
board-state-diagram = مخطط الحالات

## قائمة النقلات

board-history-title = النقلات
board-history-empty = لا نقلات بعد.
board-history-undone = (متراجَع عنها)
board-history-nim-sum = مجموع نيم { $sum } ({ $outcome })
board-history-position = وضع { $outcome }

## الكومات

board-heaps-label = الكومات
board-heap-name = الكومة { $heap }
board-heap-label = الكومة { $heap }، { $count ->
        [zero] لا قطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $count } قطع
        [many] { $count } قطعة
       *[other] { $count } قطعة
    }
board-heap-empty = فارغة
board-counter-label = الكومة { $heap }، القطعة { $counter } من { $size }: { $phase ->
        [block] منع أخذ { $taken }
       *[other] أخذ { $taken }
    }{ $forbidden ->
        [yes] ، ممنوعة في هذا الدور
       *[other] {""}
    }{ $wins ->
        [mover] ، نقلة رابحة لصاحب النقلة
        [yes] ، نقلة رابحة
       *[other] {""}
    }{ $must_forbid ->
        [yes] ، على الحاجب منع هذه
       *[other] {""}
    }
board-counter-title = { $phase ->
        [block] منع أخذ { $taken }
       *[other] أخذ { $taken }
    }، ويبقى { $to }

## الحلقة

board-ring-label = حلقة من { $places ->
        [zero] لا مواضع
        [one] موضع واحد
        [two] موضعين
        [few] { $places } مواضع
        [many] { $places } موضعًا
       *[other] { $places } موضع
    }، { $count ->
        [zero] لم تبقَ علامات
        [one] بقيت علامة واحدة
        [two] بقيت علامتان
        [few] بقيت { $count } علامات
        [many] بقيت { $count } علامة
       *[other] بقيت { $count } علامة
    }
board-marker-label = علامة في الموضع { $place } من { $places }{ $wins ->
        [yes] ، جزء من نقلة رابحة
       *[other] {""}
    }
board-take-marker = خذ العلامة { $place }
board-take-with-neighbour = خذ { $place } مع جارتها { $neighbour }
board-take-wins = ★ تربح
board-cancel = إلغاء
board-ring-hint = اختر علامة لتأخذها، وحدها أو مع علامة مجاورة لها.
