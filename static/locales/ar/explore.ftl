## استكشاف: أطلس أوضاع P، شبكة من كومتين حرّتين a وb بجانب كومات ثابتة
# $game: اسم لعبة؛ $title: عنوان وثيقة مصدر (العناوين لا تُترجم)

explore-loading = جارٍ تحميل عرض «استكشاف»…
explore-not-loaded = تعذّر على الصفحة تحميل عرض «استكشاف». تحقّق من الاتصال، ثم اضغط «إعادة المحاولة».

## شرائح خارج حدود العرض، وروابط لا يمكنه استخدامها
# $part: جزء الرابط كما كُتب، مثل k=9

explore-problem-heaps = يرسم «استكشاف» من { $low } إلى { $high } كومات، لا { $heaps }.
explore-problem-heaps-exactly = تُلعب { $game } على { $needs } كومات بالضبط، لذا يرسمها «استكشاف» بـ { $needs } كومات، لا { $heaps }.
explore-problem-blocks = يرسم «استكشاف» { $game } مع حجب من 1 إلى { $limit } في كل دور، لا { $blocks }.
explore-problem-max = تصل الكومتان الحرّتان إلى { $limit } قطعة على الأكثر (وإلى 1 على الأقل)، لا إلى { $max }.
explore-problem-not-whole = أحجام الكومات أعداد صحيحة من القطع، ابتداءً من 0.
explore-problem-fixed = كومة ثابتة حجمها { $size } كبيرة جدًا: الحد هو { $limit }.
# $families: الكلمات التي يمكن أن يستخدمها الرابط، مثل «nim, misere, blocking, pass»
explore-link-family = الجزء { $part } من الرابط لا يصلح لـ«استكشاف»: استخدم إحدى القيم { $families }.
explore-link-blocks = الجزء { $part } من الرابط لا يصلح لـ«استكشاف»: استخدم من 1 إلى { $limit }.
explore-link-fixed = الجزء { $part } من الرابط لا يصلح لـ«استكشاف»: أعطِ من { $low } إلى { $high } أحجام كومات مفصولة بفواصل.
explore-link-number = الجزء { $part } من الرابط لا يصلح لـ«استكشاف»: استخدم عددًا صحيحًا.
