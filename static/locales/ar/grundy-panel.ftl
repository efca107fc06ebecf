## عرض متتاليات غراندي: g(n) هي قيمة غراندي لكومة من n قطعة، لكل n حتى حدٍّ معيّن
# $code: رمز ثُماني مثل 0.77، و$set مجموعة طرح مثل {1, 2, 3} (لا يُترجم أيٌّ منهما)؛
# $game: اسم لعبة. g(n) وn وp وq وt هي رموز Winning Ways (تبقى كما هي).

grundy-title = متتاليات غراندي
grundy-close = إغلاق
grundy-intro = قيمة غراندي g(n) لكومة من n قطعة، لكل n حتى حدٍّ معيّن: مجموع الأكوام يربحه اللاعب الذي ينقل إلى وضع مجموع نيم لقيمه 0.
grundy-rule-label = اللعبة
grundy-choice-code = رمز ثُماني آخر…
grundy-choice-set = مجموعة طرح…
grundy-code-label = الرمز الثُماني (0. ثم حتى { $limit } أرقام من 0 إلى 7)
grundy-set-label = مجموعة الطرح (أعداد القطع التي يجوز أن تأخذها النقلة، تفصل بينها فواصل)
grundy-max-label = أكبر كومة n (من 0 إلى { $limit })
grundy-compute = احسب
grundy-progress-label = القيم المحسوبة حتى الآن
grundy-progress = جارٍ حساب g(0) إلى g({ $max })… { $percent }٪
grundy-computing = جارٍ حساب g(0) إلى g({ $max })…
grundy-cancel = إلغاء
grundy-cancelled = أُلغي الحساب. اضغط «احسب» للبدء من جديد.
grundy-unavailable = تعذّر على الصفحة تشغيل الحساب في الخلفية، فلا يمكنها حساب المتتاليات هنا.
grundy-failed-rule = تعذّر على الحساب في الخلفية قراءة القاعدة { $rule }.
grundy-failed-max = يحسب الحساب في الخلفية حتى الكومة { $limit }، لا { $max }.
grundy-failed-value = قيمة غراندي للكومة { $heap } تبلغ 65536 أو أكثر، وهذا يتجاوز ما يحفظه هذا العرض: اختر أكبر كومة أصغر.
grundy-failed-reply = تعذّر على الصفحة والحساب في الخلفية فهم أحدهما الآخر (ربما هما من إصدارين مختلفين من التطبيق). أعد تحميل الصفحة لحساب المتتاليات من جديد.
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
