## The worksheet and quiz dialog's form and the printed sheet: the worksheet's chunk

worksheet-dialog-intro = اطبع ورقة أوضاع لحلها على الورق، مع مفتاح إجابات في صفحة منفصلة. رقم الورقة نفسه يعطي دائمًا الأسئلة نفسها.
worksheet-game-field = اللعبة
worksheet-count-field = عدد الأسئلة
worksheet-level-field = الصعوبة
worksheet-seed-field = رقم الورقة
worksheet-link-field = رابط يفتح هذه الورقة جاهزة للطباعة
worksheet-print = طباعة
worksheet-close = إغلاق ورقة العمل
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
worksheet-key-title = مفتاح الإجابات
worksheet-key-heading = مفتاح الإجابات — ورقة عمل { $game }

## The quiz's dialog

quiz-dialog-intro = عشرة أسئلة عن أوضاع لعبة واحدة: قل هل كل وضع P أم N، أو العب نقلة رابحة على اللوحة، أو أعطِ قيمة مجموع الألعاب. رقم الاختبار نفسه يعطي الجميع الأسئلة نفسها، فيمكن للصف أن يتشارك رابطًا واحدًا.
quiz-seed-field = رقم الاختبار
quiz-link-field = رابط للصف (يحصل الجميع على الأسئلة نفسها)
quiz-copy-link = نسخ الرابط
quiz-copied = نُسخ إلى الحافظة.
quiz-not-copied = النسخ غير مسموح هنا: حدّد الرابط وانسخه بالضغط على Ctrl+C (⌘C).
quiz-bad-seed = رقم الاختبار عدد صحيح من 0 فما فوق.
quiz-start = بدء الاختبار
