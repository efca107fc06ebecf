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
    }{ $beyond ->
        [yes] ، أكثر مما يجوز أخذه في هذه النقلة
       *[other] {""}
    }{ $wins ->
        [part] ، جزء من نقلة رابحة من عدة أكوام
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

## محرر الأوضاع ($what ما يعدّه الحقل: counters أو places أو blocks)

board-edit-title = إعداد وضع
board-edit-note = اختيار وضع أو تعديله يبدأ لعبة جديدة منه.
board-edit-presets = أوضاع جاهزة
board-edit-random = وضع عشوائي مثير
board-edit-ring-size = حجم الحلقة
board-edit-add-heap = + إضافة كومة
board-edit-remove-heap = إزالة الكومة { $heap }
board-edit-blocks = النقلات الممنوعة في كل دور
board-edit-pass-available = التمرير ما زال متاحًا
board-edit-heap-error = الكومة { $heap }: { $problem }
board-edit-ring-error = حجم الحلقة: { $problem }
board-edit-blocks-error = الحجب في كل دور: { $problem }
board-edit-empty = اكتب عدد { $what ->
        [places] المواضع
        [blocks] مرات الحجب
        [heaps] الكومات
       *[counters] القطع
    } من { $low } إلى { $high }.
board-edit-negative = { $text } عدد سالب: { $what ->
        [places] المواضع
        [blocks] مرات الحجب
        [heaps] الكومات
       *[counters] القطع
    } من { $low } إلى { $high }.
board-edit-out-of-range = { $n } خارج النطاق: { $what ->
        [places] المواضع
        [blocks] مرات الحجب
        [heaps] الكومات
       *[counters] القطع
    } من { $low } إلى { $high }.
board-edit-too-many = هذا كثير جدًا: { $what ->
        [places] المواضع
        [blocks] مرات الحجب
        [heaps] الكومات
       *[counters] القطع
    } من { $low } إلى { $high }.
board-edit-not-a-number = «{ $text }» ليس عددًا صحيحًا.

## الأوضاع الجاهزة وحدود التطبيق

board-preset-ring = حلقة من { $places }
board-preset-broken-ring = حلقة مقطوعة من { $places }
board-limits-nim = حتى { $heaps ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $heaps } كومات
        [many] { $heaps } كومة
       *[other] { $heaps } كومة
    } في كل منها { $size ->
        [zero] لا قطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $size } قطع
        [many] { $size } قطعة
       *[other] { $size } قطعة
    } على الأكثر: خمسة أعمدة ثنائية، 16 8 4 2 1.
board-limits-circle = حلقات من 1 إلى { $places ->
        [zero] لا مواضع
        [one] موضع واحد
        [two] موضعين
        [few] { $places } مواضع
        [many] { $places } موضعًا
       *[other] { $places } موضع
    }.
board-limits-searched = حتى { $heaps ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $heaps } كومات
        [many] { $heaps } كومة
       *[other] { $heaps } كومة
    } في كل منها { $size ->
        [zero] لا قطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $size } قطع
        [many] { $size } قطعة
       *[other] { $size } قطعة
    } على الأكثر، وبحث دقيق لا يتجاوز { $steps ->
        [zero] لا خطوات
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $steps } خطوات
        [many] { $steps } خطوة
       *[other] { $steps } خطوة
    } (الأوضاع وقوائم أحجام P التي يقرؤها)، لتصل كل إجابة خلال إطار شاشة واحد؛ ويُرفض الوضع الأكبر مع ذكر حجمه.
board-limit-no-heaps = تحتاج اللعبة إلى كومة واحدة على الأقل.
board-limit-too-many-heaps = { $heaps ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتان
        [few] { $heaps } كومات
        [many] { $heaps } كومة
       *[other] { $heaps } كومة
    } أكثر من اللازم: الحد { $limit }.
board-limit-heap-too-large = كومة من { $size } كبيرة جدًا: الحد { $limit }.
board-limit-empty-ring = تحتاج الحلقة إلى موضع واحد على الأقل.
board-limit-too-many-parts = { $parts } جزءًا فيها { $tokens } قطعة: يتكوّن المجموع من { $limit } أجزاء على الأكثر، واللعب الذي يقسمها لا يتجاوز أبدًا { $most } قطعة في المجموع.
board-limit-part-too-large = جزء حجمه { $size } أكبر من الحد المسموح به { $limit }.
board-limit-ring-too-large = حلقة من { $places ->
        [zero] لا مواضع
        [one] موضع واحد
        [two] موضعين
        [few] { $places } مواضع
        [many] { $places } موضعًا
       *[other] { $places } موضع
    } كبيرة جدًا: الحد { $limit }.
board-limit-bad-blocks = { $blocks ->
        [zero] لا حجب
        [one] حجب واحد
        [two] حجبان
        [few] { $blocks } مرات حجب
        [many] { $blocks } مرة حجب
       *[other] { $blocks } مرة حجب
    } في كل دور غير ممكن: اختر من 1 إلى { $limit }.
board-limit-too-large-to-solve = هذا الوضع أكبر من أن يُحلَّل: بحثه الدقيق يستغرق { $steps ->
        [zero] لا خطوات
        [one] خطوة واحدة
        [two] خطوتين
        [few] { $steps } خطوات
        [many] { $steps } خطوة
       *[other] { $steps } خطوة
    }، والحد { $limit }.

## الألعاب والأنماط كما تسميها القوائم

board-variant-nim = نيم
board-variant-misere = نيم ميزير
board-variant-circle = نيم الدائرية
board-variant-blocking = نيم مع الحجب
board-variant-pass = نيم مع التمرير
board-variant-sum = مجموع الألعاب
board-variant-wythoff = لعبة ويتهوف
board-mode-computer = ضد الحاسوب
board-mode-two-players = لاعبان
board-mode-analysis = تحليل

# On a phone: the button that shows or hides the game settings, new game, diagram and review.
board-settings-toggle = الإعدادات

## Drawn on the board before any chunk: the board's name in projector mode, the Review button
present-board-label = لوحة { $game }
review-title = المراجعة

## Nim with a Pass: the Pass button beside the board and its status
explain-pass-button = تمرير
explain-pass-badge = ★ يربح
explain-pass-available = التمرير ما زال متاحًا (مرة واحدة في اللعبة، لأي من اللاعبين).
explain-pass-on-empty = لا تمرير عندما تكون كل الأكوام فارغة.
explain-pass-used = استُعمل التمرير.

board-limits-wythoff = كومتان، في كلٍّ منهما { $size } قطعة على الأكثر.
board-limit-heap-count = تُلعب هذه اللعبة بـ { $needs } كومات؛ وفي الوضع { $heaps }.
board-both-title = خذ العدد نفسه من الكومتين:
board-both-none = إحدى الكومتين فارغة: لا يمكن أخذ شيء من الكومتين.
board-both-button = { $taken } من الكومتين، فيبقى { $first } و{ $second }{ $wins ->
        [yes] ، نقلة رابحة
       *[other] {""}
    }

## نيم الدرج

board-variant-staircase = نيم الدرج
board-limits-staircase = حتى { $steps } درجات، وعلى الدرجات كلها { $coins } قطعة نقدية على الأكثر.
board-stairs-label = الدرج
board-step-name = الدرجة { $step }
board-step-odd = فردية
board-step-label = الدرجة { $step }{ $odd ->
        [yes] {" "}(فردية)
       *[other] {""}
    }، عدد القطع { $coins }
board-coin-label = الدرجة { $step }، القطعة { $coin } من { $coins }: إنزال { $moved } { $below ->
        [0] خارج الدرج
       *[other] إلى الدرجة { $below }
    }{ $wins ->
        [yes] ، نقلة رابحة
       *[other] {""}
    }
board-coin-title = إنزال { $moved } { $below ->
        [0] خارج الدرج
       *[other] إلى الدرجة { $below }
    }
board-edit-add-step = + إضافة درجة
board-edit-remove-step = حذف الدرجة { $step }
board-edit-step-error = الدرجة { $step }: { $problem }
board-your-move-stairs = دورك: انقر قطعة لتنزلها مع كل القطع التي فوقها درجة واحدة.
## نيم فيبوناتشي: ما يجوز أخذه في هذه النقلة، والنقلة السابقة في المحرر
board-variant-fibonacci = نيم فيبوناتشي
board-limits-fibonacci = كومة واحدة فيها { $size } قطعة على الأكثر. النقلة السابقة 0 قبل النقلة الأولى؛ ومجموع الكومة والنقلة السابقة { $size } على الأكثر.
board-limit-last-take-too-large = نقلة سابقة قدرها { $last } لا تناسب هذه الكومة: أقصاها { $most }.
board-edit-last-take = النقلة السابقة (0 قبل النقلة الأولى)
board-edit-last-take-error = النقلة السابقة: { $problem }
board-fibonacci-limit-first = النقلة الأولى: خذ { $limit } على الأكثر، لا الكومة كلها.
board-fibonacci-limit = أخذت النقلة الأخيرة { $last }: خذ الآن { $limit } على الأكثر.
board-queen-switch = العرض كملكة على رقعة

## نيم مور
board-variant-moore = نيم مور
board-limits-moore = حتى { $heaps ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $heaps } كومات
        [many] { $heaps } كومة
       *[other] { $heaps } كومة
    } في كل منها { $size ->
        [zero] لا قطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $size } قطع
        [many] { $size } قطعة
       *[other] { $size } قطعة
    } على الأكثر؛ تأخذ النقلة من كومات يتراوح عددها بين 1 وk، وk من 1 إلى 4؛ وفي الوضع { $moves ->
        [zero] لا نقلات ممكنة
        [one] نقلة واحدة ممكنة
        [two] نقلتان ممكنتان
        [few] { $moves } نقلات ممكنة
        [many] { $moves } نقلة ممكنة
       *[other] { $moves } نقلة ممكنة
    } على الأكثر.
board-limit-bad-k = ⁦k = { $k }⁩ غير ممكن: تأخذ النقلة من كومات يتراوح عددها بين 1 و{ $most }.
board-limit-too-many-moves = في هذا الوضع { $moves ->
        [zero] لا نقلات ممكنة
        [one] نقلة واحدة ممكنة
        [two] نقلتان ممكنتان
        [few] { $moves } نقلات ممكنة
        [many] { $moves } نقلة ممكنة
       *[other] { $moves } نقلة ممكنة
    }؛ ويُلعب نيم مور هنا بحدٍّ أقصى قدره { $limit }: اختر كومات أقل أو أصغر، أو قيمة أصغر لـ k.
board-edit-k = عدد الكومات التي تأخذ منها النقلة الواحدة (k)
board-edit-k-error = عدد الكومات في النقلة: { $problem }
board-choice-hint = انقر على قطعة في كل كومة تختارها، حتى { $k ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $k } كومات
        [many] { $k } كومة
       *[other] { $k } كومة
    }، لتحدد ما تأخذه، ثم اضغط «خذ».
board-choice-chosen = اختيارك: { $move }.
board-choice-take = خذ
board-choice-clear = مسح الاختيار
board-choice-group = نقلتك من عدة كومات
board-preset-heaps-per-move = { $heaps } ⁦(k = { $k })⁩
board-your-move-several = دورك: اختر ما تأخذه من { $k } كومات على الأكثر، ثم اضغط «خذ».
board-limit-too-many-steps = { $steps } درجة أكثر من اللازم: للدرج { $limit } درجات على الأكثر.
board-limit-too-many-coins = { $coins } قطعة نقدية أكثر من اللازم: يتسع الدرج لـ{ $limit } قطعة على الأكثر على درجاته كلها.
board-variant-coins = ألعاب قلب القطع النقدية
board-your-move-coins = دورك: اختر القطع التي ستقلبها، على أن تُظهر القطعة الأبعد يمينًا في الصف وجهها، ثم اضغط «اقلب».
board-variant-corners = قلب الزوايا
board-your-move-corners = دورك: اختر قطعة تُظهر وجهها زاويةً أبعد لمستطيل ثم الزاوية المقابلة لها، ثم اضغط «اقلب».
board-variant-hackenbush = هاكنبوش الخضراء
board-your-move-picture = دورك: اقطع ضلعًا (اضغطه في الرسم أو في القائمة).
