## عرض متتاليات غراندي: g(n) هي قيمة غراندي لكومة من n قطعة، لكل n حتى حدٍّ معيّن
# $code: رمز ثُماني مثل 0.77، و$set مجموعة طرح مثل {1, 2, 3} (لا يُترجم أيٌّ منهما)؛
# $game: اسم لعبة. g(n) وn وp وq وt هي رموز Winning Ways (تبقى كما هي).

toolbar-grundy = متتاليات غراندي
grundy-loading = جارٍ تحميل عرض «متتاليات غراندي»…
grundy-not-loaded = تعذّر على الصفحة تحميل عرض «متتاليات غراندي». تحقّق من الاتصال، ثم اضغط «إعادة المحاولة».
grundy-game-kayles = كايلز
grundy-game-dawson = كايلز داوسون
grundy-game-guiles = غايلز
grundy-game-dawson-chess = شطرنج داوسون
grundy-game-grundy = لعبة غراندي
grundy-option = { $game } ({ $code })
grundy-rule-named = { $game } هي اللعبة الثُمانية { $code }.
grundy-rule-octal = في اللعبة الثُمانية { $code }، يبيّن الرقم i بعد الفاصلة ما يجوز أن تتركه نقلة تأخذ i قطعة من كومة: 1 لا شيء، و2 كومة واحدة، و4 كومتين (والرقم مجموع هذه الحالات).
grundy-rule-subtraction = اللعبة الثُمانية { $code } هي لعبة الطرح S = { $set }: تأخذ النقلة s قطعة من كومة واحدة، لأي s في S.
grundy-rule-grundy = لعبة غراندي: تقسم النقلة كومة واحدة إلى كومتين مختلفتين في الحجم.
grundy-link-part = الجزء { $part } من الرابط لا يصلح لعرض غراندي: { $problem }
grundy-typed-rule = لا يمكن استخدام الرمز { $value }: { $problem }
grundy-typed-set = لا يمكن استخدام مجموعة الطرح { $value }: { $problem }
grundy-typed-max = لا يمكن استخدام أكبر كومة { $value }: { $problem }
grundy-problem-empty = أعطِ اسمًا مثل kayles أو grundy، أو رمزًا مثل 0.77.
grundy-problem-no-point = يبدأ الرمز الثُماني بـ«0.»، مثل 0.77، أو بـ«4.» إذا جاز أيضًا قسمة الكومة إلى كومتين دون إزالة شيء.
grundy-problem-unknown-name = استخدم kayles أو dawson أو guiles أو dawson-chess أو grundy أو رمزًا مثل 0.77.
grundy-problem-no-digits = ليس في الرمز أرقام بعد النقطة.
grundy-problem-too-many-digits = في الرمز { $count } رقمًا بعد الفاصلة، والمسموح { $limit } على الأكثر ({ $longest } لرمز لعبة طرح، أرقامه 0 و3 فقط).
grundy-problem-not-octal = الرقم { $position } بعد الفاصلة هو { $digit }، والرقم الثُماني من 0 إلى 7.
grundy-problem-set-empty = أعطِ الأعداد التي يجوز أن تأخذها النقلة، مثل 1, 2, 3.
grundy-problem-set-zero = لا يمكن أن تحوي مجموعة الطرح 0: تأخذ النقلة قطعة واحدة على الأقل.
grundy-problem-set-duplicate = { $take } مذكور مرتين في المجموعة.
grundy-problem-set-take = { $take } كبير جدًا: تضم مجموعة الطرح أعدادًا من 1 إلى { $limit }.
grundy-problem-set-not-number = { $entry } ليس عددًا صحيحًا: اكتب الأعداد تفصل بينها فواصل، مثل 1, 2, 3.
grundy-problem-max-not-whole = أكبر كومة عدد صحيح من 0 إلى { $limit }.
grundy-problem-max-too-large = تصل المتتالية إلى الكومة { $limit } على الأكثر، لا { $max }.
