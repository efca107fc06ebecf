//! The languages Nim Lab speaks, their tags and writing direction, and which one a visitor gets.

/// A language with a complete catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English, built into the app.
    En,
    /// Spanish.
    Es,
    /// French.
    Fr,
    /// German.
    De,
    /// Simplified Chinese.
    ZhCn,
    /// Arabic, written right to left.
    Ar,
    /// The pseudo-locale: English accented, lengthened and bracketed, to find untranslated text.
    EnXa,
}

impl Lang {
    /// The languages in the header's menu, English first (the pseudo-locale is reached by link).
    pub const MENU: [Lang; 6] = [Lang::En, Lang::Es, Lang::Fr, Lang::De, Lang::ZhCn, Lang::Ar];

    /// Every language with a catalogue.
    pub const ALL: [Lang; 7] = [
        Lang::En,
        Lang::Es,
        Lang::Fr,
        Lang::De,
        Lang::ZhCn,
        Lang::Ar,
        Lang::EnXa,
    ];

    /// The BCP 47 tag, as links, `<html lang>` and the catalogue's file name write it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::ZhCn => "zh-CN",
            Lang::Ar => "ar",
            Lang::EnXa => "en-XA",
        }
    }

    /// The page's direction in this language: `rtl` or `ltr`.
    pub fn dir(self) -> &'static str {
        if self == Lang::Ar {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The language a BCP 47 tag asks for, by its primary subtag (`es-MX` is Spanish); Chinese
    /// only in its simplified script (`zh`, `zh-CN`, `zh-Hans`, `zh-SG`); case does not matter.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.trim().replace('_', "-").to_ascii_lowercase();
        if tag == "en-xa" {
            return Some(Lang::EnXa);
        }
        let mut parts = tag.split('-');
        let primary = parts.next()?;
        match primary {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            "fr" => Some(Lang::Fr),
            "de" => Some(Lang::De),
            "ar" => Some(Lang::Ar),
            "zh" => {
                let traditional = parts.any(|part| matches!(part, "hant" | "tw" | "hk" | "mo"));
                (!traditional).then_some(Lang::ZhCn)
            }
            _ => None,
        }
    }
}

/// Why a link's language was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

/// The language to show: the link's `lang=` first, then the one chosen in the menu before, then
/// the browser's preferred languages in order, then English; an unknown `lang=` is named.
pub fn choose(
    link: Option<&str>,
    remembered: Option<&str>,
    preferred: &[String],
) -> (Lang, Option<UnknownLang>) {
    let from_link = link.map(|tag| Lang::parse(tag).ok_or_else(|| UnknownLang(tag.to_owned())));
    let unknown = match from_link {
        Some(Ok(lang)) => return (lang, None),
        Some(Err(unknown)) => Some(unknown),
        None => None,
    };
    let lang = remembered
        .and_then(Lang::parse)
        .or_else(|| preferred.iter().find_map(|tag| Lang::parse(tag)))
        .unwrap_or(Lang::En);
    (lang, unknown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_back_and_regions_fall_to_their_language() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.tag()), Some(lang));
        }
        assert_eq!(Lang::parse("es-MX"), Some(Lang::Es));
        assert_eq!(Lang::parse("FR_ca"), Some(Lang::Fr));
        assert_eq!(Lang::parse("zh"), Some(Lang::ZhCn));
        assert_eq!(Lang::parse("zh-Hans-SG"), Some(Lang::ZhCn));
        assert_eq!(Lang::parse("zh-TW"), None, "traditional script");
        assert_eq!(Lang::parse("pl"), None);
        assert_eq!(Lang::parse(""), None);
        assert_eq!(Lang::Ar.dir(), "rtl");
        assert_eq!(Lang::De.dir(), "ltr");
    }

    #[test]
    fn the_link_comes_first_then_the_menu_then_the_browser() {
        let browser = vec!["pl".to_owned(), "de-AT".to_owned(), "fr".to_owned()];
        assert_eq!(choose(Some("ar"), Some("es"), &browser), (Lang::Ar, None));
        assert_eq!(choose(None, Some("es"), &browser), (Lang::Es, None));
        assert_eq!(choose(None, None, &browser), (Lang::De, None));
        assert_eq!(choose(None, Some("xx"), &[]), (Lang::En, None));
        let (lang, unknown) = choose(Some("klingon"), None, &browser);
        assert_eq!(lang, Lang::De);
        assert_eq!(unknown, Some(UnknownLang("klingon".to_owned())));
    }
}
