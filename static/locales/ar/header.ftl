# Nim Lab بالعربية. المعرّفات والمتغيرات نفسها كما في en.ftl؛ المسرد: docs/glossary.md.

## ترويسة الصفحة

-app-name = Nim Lab
tagline = العب نيم وأشكاله المختلفة، واكتشف لماذا تربح النقلات الرابحة.
keyboard-help = لوحة المفاتيح: Tab للانتقال إلى كومة، والأسهم للتنقل فيها، وEnter أو المسافة للأخذ. Ctrl+Z للتراجع، وCtrl+Y للإعادة. في الاختبار، يجيب المفتاحان P وN.

## شريط الأدوات

toolbar-how-to-play = طريقة اللعب
toolbar-share = مشاركة
toolbar-embed = </> تضمين
toolbar-explore = استكشاف
toolbar-more = المزيد
toolbar-present = عرض
how-to-play-title = طريقة لعب { $game }
share-title = مشاركة هذا الوضع
share-link-label = رابط إلى هذه اللوحة والنمط وإعداد التلميحات
share-copying = جارٍ النسخ…
share-copied = نُسخ إلى الحافظة.
share-copy-refused = النسخ غير مسموح هنا: الرابط محدد في الأسفل، انسخه بالضغط على Ctrl+C (⌘C).
embed-title = التضمين في صفحة تعليمية
embed-intro = الصق هذا في شيفرة HTML لصفحتك. اللوحة المضمّنة بلا ترويسة، وتحتفظ بهذا الوضع والنمط وإعداد التلميحات؛ ويجعل النص البرمجي الإطار يتسع ليلائم اللوحة.
embed-controls-label = عناصر التحكم
embed-panel-label = التحليل (مع تشغيل التلميحات)
embed-snippet-label = مقتطف HTML
embed-controls-full = كل الإعدادات والأوامر
embed-controls-min = تراجع، ولعبة جديدة، والتلميحات
embed-controls-none = لا شيء: اللوحة وحدها
embed-panel-none = لا شيء
embed-panel-verdict = من يفوز
embed-panel-table = من يفوز والجدول
embed-panel-full = التحليل كاملًا
embed-frame-title = { -app-name }: { $game }
embed-fallback = العب { $game } على { -app-name }
embed-view-label = ما يعرضه
embed-view-board = الرقعة
embed-view-diagram = مخطط الحالات وحده
embed-view-grundy = متتالية غراندي وحدها
embed-element-label = أو العنصر: نص برمجي واحد، ثم ما تحتاجه الصفحة من رقع
embed-kept = يحتفظ كلاهما بنمط هذه الصفحة وقوة الحاسوب ومن يبدأ والتلميحات واللغة.

## اللغات: كل لغة باسمها بلغتها

language-label = اللغة
language-en = English
language-es = Español
language-fr = Français
language-de = Deutsch
language-zh-CN = 中文（简体）
language-ar = العربية
language-en-XA = [Ƥşḗḗŭŭḓǿǿ]
language-unknown = يطلب الرابط اللغة «{ $tag }» وهي غير متوفرة في Nim Lab. اللغة المعروضة: { $shown }.
language-load-failed = تعذّر تحميل { $language } (لا يوجد اتصال؟): تُعرض الصفحة بالإنجليزية.
# The name of the ✕ button that closes a dialog
dialog-close = إغلاق
