## عرض متتاليات غراندي: g(n) هي قيمة غراندي لكومة من n قطعة، لكل n حتى حدٍّ معيّن
# $code: رمز ثُماني مثل 0.77، و$set مجموعة طرح مثل {1, 2, 3} (لا يُترجم أيٌّ منهما)؛
# $game: اسم لعبة. g(n) وn وp وq وt هي رموز Winning Ways (تبقى كما هي).

toolbar-grundy = متتاليات غراندي
grundy-loading = جارٍ تحميل عرض «متتاليات غراندي»…
grundy-not-loaded = تعذّر على الصفحة تحميل عرض «متتاليات غراندي». تحقّق من الاتصال، ثم افتح «متتاليات غراندي» مرة أخرى.
grundy-title = متتاليات غراندي
grundy-close = إغلاق
grundy-intro = قيمة غراندي g(n) لكومة من n قطعة، لكل n حتى حدٍّ معيّن: مجموع الأكوام يربحه اللاعب الذي ينقل إلى وضع مجموع نيم لقيمه 0.
grundy-rule-label = اللعبة
grundy-game-kayles = كايلز
grundy-game-dawson = كايلز داوسون
grundy-game-guiles = غايلز
grundy-game-dawson-chess = شطرنج داوسون
grundy-game-grundy = لعبة غراندي
grundy-option = { $game } ({ $code })
grundy-choice-code = رمز ثُماني آخر…
grundy-choice-set = مجموعة طرح…
grundy-code-label = الرمز الثُماني (0. ثم حتى { $limit } أرقام من 0 إلى 7)
grundy-set-label = مجموعة الطرح (أعداد القطع التي يجوز أن تأخذها النقلة، تفصل بينها فواصل)
grundy-max-label = أكبر كومة n (من 0 إلى { $limit })
grundy-compute = احسب

grundy-rule-named = { $game } هي اللعبة الثُمانية { $code }.
grundy-rule-octal = في اللعبة الثُمانية { $code }، يبيّن الرقم i بعد الفاصلة ما يجوز أن تتركه نقلة تأخذ i قطعة من كومة: 1 لا شيء، و2 كومة واحدة، و4 كومتين (والرقم مجموع هذه الحالات).
grundy-rule-subtraction = اللعبة الثُمانية { $code } هي لعبة الطرح S = { $set }: تأخذ النقلة s قطعة من كومة واحدة، لأي s في S.
grundy-rule-grundy = لعبة غراندي: تقسم النقلة كومة واحدة إلى كومتين مختلفتين في الحجم.

grundy-progress-label = القيم المحسوبة حتى الآن
grundy-progress = جارٍ حساب g(0) إلى g({ $max })… { $percent }٪
grundy-computing = جارٍ حساب g(0) إلى g({ $max })…
grundy-cancel = إلغاء
grundy-cancelled = أُلغي الحساب. اضغط «احسب» للبدء من جديد.
grundy-unavailable = تعذّر على الصفحة تشغيل الحساب في الخلفية، فلا يمكنها حساب المتتاليات هنا.
grundy-failed-rule = تعذّر على الحساب في الخلفية قراءة القاعدة { $rule }.
grundy-failed-max = يحسب الحساب في الخلفية حتى الكومة { $limit }، لا { $max }.
grundy-failed-value = قيمة غراندي للكومة { $heap } تبلغ 65536 أو أكثر، وهذا يتجاوز ما يحفظه هذا العرض: اختر أكبر كومة أصغر.
grundy-computed = حُسبت القيم من g(0) إلى g({ $max }): { $found }
grundy-computed-period = الدورة { $period }، وما قبل الدورة { $preperiod }، مُبرهَنة.
grundy-computed-no-period = لا دورة مُبرهَنة.

grundy-period-proven = الدورة p = { $period } وما قبل الدورة q = { $preperiod }: g(n + { $period }) = g(n) لكل n ≥ { $preperiod }. مُبرهَن بمبرهنة الدورية لغاي وسميث: النمط صحيح لكل n يحقق { $preperiod } ≤ n < 2q + p + t = { $bound } (t = { $digits } أرقام)، فهو صحيح لكل n.
grundy-last-exception = آخر استثناء هو g({ $last }) ≠ g({ $last } + { $period }).
grundy-exceptions-outlined = الاستثناءات مؤطّرة في الشريط.
grundy-period-none = لم يُعثر على دورة حتى { $max }. تبرهن مبرهنة غاي وسميث دورة p بما قبل دورة q حين تبلغ القيم 2q + 2p + t: جرّب كومة أكبر.
grundy-period-grundy = ليس للعبة غراندي دورة مُبرهَنة: مبرهنة غاي وسميث تخص الألعاب الثُمانية، ولعبة غراندي ليست منها (قسماتها لا تأخذ قطعًا ويجب أن تكون غير متساوية). ولا تُعرف لها دورة، مع أنها حُسبت حتى أكوام كبيرة جدًا.

grundy-strip-title = القيم الأولى
grundy-strip-caption = g(n) لقيم n من 0 إلى { $last }، { $width } في كل صف{ $periodic ->
        [yes] : مضاعف للدورة، فيتكرر كل عمود بعد ما قبل الدورة.
       *[no] .
    }
grundy-strip-corner = n
grundy-strip-more = يعرض الشريط أول { $shown } من { $count } قيمة؛ والرسم وملف CSV يحويانها كلها.
grundy-legend-exception = استثناء: g(n) ≠ g(n + p) قبل الدورة
grundy-plot-title = g(n) مقابل n
grundy-plot-label = رسم g(n) لقيم n من 0 إلى { $max }، والقيم من 0 إلى { $largest }.{ $proven ->
        [yes] { " " }يحدّد الخط العمودي ما قبل الدورة، { $preperiod }: دوري من هناك.
       *[no] {""}
    }{ $per ->
        [1] {""}
       *[other] { " " }يجمع كل عمود { $per } كومة، مرسومة من أصغر قيمها إلى أكبرها.
    }
grundy-axis-n-first = n = 0
grundy-axis-n-last = n = { $max } →
grundy-axis-g-top = g = { $largest }
grundy-axis-g-bottom = g = 0
grundy-legend-preperiod = ما قبل الدورة: دوري من هذا الخط
grundy-csv = تصدير CSV

grundy-link-part = الجزء { $part } من الرابط لا يصلح لعرض غراندي: { $problem }
grundy-typed-rule = لا يمكن استخدام الرمز { $value }: { $problem }
grundy-typed-set = لا يمكن استخدام مجموعة الطرح { $value }: { $problem }
grundy-typed-max = لا يمكن استخدام أكبر كومة { $value }: { $problem }
grundy-problem-empty = أعطِ اسمًا مثل kayles أو grundy، أو رمزًا مثل 0.77.
grundy-problem-no-point = يبدأ الرمز الثُماني بـ «0.»، مثل 0.77.
grundy-problem-unknown-name = استخدم kayles أو dawson أو guiles أو dawson-chess أو grundy أو رمزًا مثل 0.77.
grundy-problem-no-digits = ليس في الرمز أرقام بعد «0.».
grundy-problem-too-many-digits = في الرمز { $count } رقمًا بعد الفاصلة، والمسموح { $limit } على الأكثر.
grundy-problem-not-octal = الرقم { $position } بعد الفاصلة هو { $digit }، والرقم الثُماني من 0 إلى 7.
grundy-problem-set-empty = أعطِ الأعداد التي يجوز أن تأخذها النقلة، مثل 1, 2, 3.
grundy-problem-set-zero = لا يمكن أن تحوي مجموعة الطرح 0: تأخذ النقلة قطعة واحدة على الأقل.
grundy-problem-set-duplicate = { $take } مذكور مرتين في المجموعة.
grundy-problem-set-take = { $take } كبير جدًا: تأخذ النقلة هنا { $limit } قطعة على الأكثر، وهو أطول رمز ثُماني.
grundy-problem-set-not-number = { $entry } ليس عددًا صحيحًا: اكتب الأعداد تفصل بينها فواصل، مثل 1, 2, 3.
grundy-problem-max-not-whole = أكبر كومة عدد صحيح من 0 إلى { $limit }.
grundy-problem-max-too-large = تصل المتتالية إلى الكومة { $limit } على الأكثر، لا { $max }.
