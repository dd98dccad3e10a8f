//! The frame every page shares: head, header with the language switcher and
//! the Beta badge, skip link, footer with version and commit, and the JSON
//! block that hands the client its data and translated strings.

use serde_json::{Map, Value};

use super::assets;
use super::i18n::{Tr, LANGUAGES};
use super::offline;
use super::strings;

/// Version and commit, as the footer shows them: `v0.1.0 · a38d0e2`.
pub fn version_line() -> String {
    format!(
        "v{} · {}",
        env!("CARGO_PKG_VERSION"),
        env!("REGALIA_COMMIT")
    )
}

/// Escapes text for HTML content and attribute values.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// Markup with the visitor's words in place of its `[[message-id]]` marks,
/// escaped. Pages write the messages they show where they show them, and
/// the frame fills them in one pass ([`render`]); no message of any
/// language contains `[[`, so the words put in are never read as marks.
pub fn words(tr: Tr, markup: &str) -> String {
    let mut out = String::with_capacity(markup.len() + markup.len() / 4);
    let mut rest = markup;
    while let Some(open) = rest.find("[[") {
        let Some(len) = rest[open + 2..].find("]]") else {
            break;
        };
        out.push_str(&rest[..open]);
        out.push_str(&esc(&tr.t(&rest[open + 2..open + 2 + len])));
        rest = &rest[open + 4 + len..];
    }
    out.push_str(rest);
    out
}

/// A page to wrap in the frame.
pub struct Page {
    /// What the client should run: `home`, `game`, `local`, `rules`, `stats`, `error`.
    pub kind: &'static str,
    pub title: String,
    /// The page's own markup; its `[[message-id]]` marks are filled by
    /// [`render`] (see [`words`]).
    pub main: String,
    /// Extra data for the client (merged into the page JSON).
    pub data: Map<String, Value>,
    /// Path and query of this page, for the language switcher's links.
    pub path: String,
    /// More of the head: a link preview's tags (escaped already).
    pub head: String,
    /// Without the site's header and footer: a board framed in another
    /// site's page.
    pub bare: bool,
}

impl Page {
    pub fn new(kind: &'static str, title: String, main: String, path: &str) -> Page {
        Page {
            kind,
            title,
            main,
            data: Map::new(),
            path: path.to_string(),
            head: String::new(),
            bare: false,
        }
    }

    pub fn with(mut self, key: &str, value: Value) -> Page {
        self.data.insert(key.to_string(), value);
        self
    }
}

/// The whole HTML document.
pub fn render(tr: Tr, page: Page) -> String {
    let lang = tr.lang;
    let print = assets::fingerprint();
    let mut data = page.data;
    // A page showing a Lielow board gets the stacks' pictures right after
    // the board's sheet; game pages, which learn their game later, add
    // them from the client (board.ts).
    // TV of all games may show a Lielow game at any moment.
    let lielow = data.get("variant").and_then(Value::as_str) == Some("lielow")
        || (page.kind == "tv" && !data.contains_key("variant"));
    data.insert("page".into(), Value::from(page.kind));
    data.insert("lang".into(), Value::from(lang.tag()));
    // The site installs and plays offline from its own pages, not from a
    // board framed in another site's.
    let installable = if page.bare {
        String::new()
    } else {
        data.insert("sw".into(), Value::from(offline::service_worker_url(lang)));
        format!(
            "<link rel=\"manifest\" href=\"/manifest/{tag}.webmanifest\">\n<meta name=\"theme-color\" content=\"{color}\">\n<link rel=\"apple-touch-icon\" href=\"/icons/apple-touch-icon.png\">\n",
            tag = lang.tag(),
            color = offline::THEME_COLOR,
        )
    };
    // `<` never appears raw inside the script block, so `</script>` in a
    // string cannot end it early.
    let json = Value::Object(data).to_string().replace('<', "\\u003c");
    let title = esc(&page.title);
    let script = assets::page_script(page.kind);
    let preloads: String = script
        .chunks
        .iter()
        .map(|chunk| format!("<link rel=\"modulepreload\" href=\"/assets/{chunk}\">\n"))
        .collect();
    let sheets: String = script
        .css
        .iter()
        .flat_map(|sheet| {
            let also = (lielow && sheet == "board.css").then_some("lielow.css");
            std::iter::once(sheet.as_str()).chain(also)
        })
        .map(|sheet| format!("<link rel=\"stylesheet\" href=\"/assets/{sheet}?v={print}\">\n"))
        .collect();
    let (top, footer) = if page.bare {
        (String::new(), String::new())
    } else {
        (header(tr, &page.path), footer(tr))
    };
    format!(
        r##"<!doctype html>
<html lang="{tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · Regalia</title>
<meta name="description" content="{description}">
{head}{installable}{sheets}{preloads}<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M2 13h12l1-9-4 3-3-5-3 5-4-3z' fill='%23c08a1e'/%3E%3C/svg%3E">
</head>
<body data-page="{kind}"{body_class}>
{top}<main id="main" tabindex="-1">
{main}
</main>
{footer}<script type="application/json" id="page-data">{json}</script>
<script defer src="/assets/strings/{tag}/{strings_page}.js?v={strings}"></script>
<script type="module" src="/assets/{entry}?v={print}"></script>
</body>
</html>
"##,
        tag = lang.tag(),
        entry = script.script,
        strings_page = script.name,
        strings = strings::script(lang, &script.name).map_or("", |s| s.hash.as_str()),
        description = esc(&tr.t("site-description")),
        head = page.head,
        kind = page.kind,
        body_class = if page.bare { " class=\"bare\"" } else { "" },
        main = words(tr, &page.main),
    )
}

/// The site's header: skip link, name, Beta badge, menu, languages.
fn header(tr: Tr, path: &str) -> String {
    let beta_title = esc(&tr.t("site-beta-title"));
    let switcher = language_switcher(tr, path);
    format!(
        r##"<a class="skip-link" href="#main">{skip}</a>
<header class="site-header">
  <div class="brand-line">
    <a class="brand" href="/"><span class="brand-crown" aria-hidden="true">♛</span> Regalia</a>
    <span class="beta-badge" title="{beta_title}">{beta}</span>
  </div>
  <nav class="site-nav" aria-label="{nav_label}">
    <a href="/">{nav_play}</a>
    <a href="/rules">{nav_rules}</a>
    <a href="/learn">{nav_learn}</a>
    <a href="/stats">{nav_stats}</a>
    <a href="/tournaments">{nav_arenas}</a>
    <a href="/leaderboard">{nav_leaderboard}</a>
    <a href="/player" class="nav-player">{nav_player}</a>
  </nav>
  {switcher}
</header>
"##,
        skip = esc(&tr.t("site-skip")),
        beta = esc(&tr.t("site-beta")),
        nav_label = esc(&tr.t("nav-label")),
        nav_play = esc(&tr.t("nav-play")),
        nav_rules = esc(&tr.t("nav-rules")),
        nav_learn = esc(&tr.t("nav-learn")),
        nav_stats = esc(&tr.t("nav-stats")),
        nav_arenas = esc(&tr.t("nav-arenas")),
        nav_leaderboard = esc(&tr.t("nav-leaderboard")),
        nav_player = esc(&tr.t("nav-player")),
    )
}

/// The footer: version and commit.
fn footer(tr: Tr) -> String {
    format!(
        "<footer class=\"site-footer\">\n  <p>Regalia <span class=\"version\">{version}</span> · {tagline}</p>\n</footer>\n",
        version = esc(&version_line()),
        tagline = esc(&tr.t("footer-tagline")),
    )
}

/// A small GET form: choosing a language reloads the same page with
/// `?lang=xx` (which also sets the cookie). The client submits it on change;
/// without scripts the button does.
fn language_switcher(tr: Tr, path: &str) -> String {
    let (path_only, _) = path.split_once('?').unwrap_or((path, ""));
    let mut options = String::new();
    for &lang in LANGUAGES {
        let selected = if lang == tr.lang { " selected" } else { "" };
        options.push_str(&format!(
            r#"<option value="{tag}" lang="{tag}"{selected}>{name}</option>"#,
            tag = lang.tag(),
            name = esc(lang.native_name())
        ));
    }
    format!(
        r#"<form class="lang-switch" method="get" action="{action}">
    <label for="lang-select">{label}</label>
    <select id="lang-select" name="lang">{options}</select>
    <noscript><button type="submit" class="lang-go">{go}</button></noscript>
  </form>"#,
        action = esc(path_only),
        label = esc(&tr.t("lang-label")),
        go = esc(&tr.t("lang-apply")),
    )
}

#[cfg(test)]
mod tests {
    use super::super::i18n::{message_ids, Lang, Tr, LANGUAGES};
    use super::words;

    #[test]
    fn marks_become_the_visitors_words_escaped() {
        let tr = Tr::new(Lang::Fr);
        assert_eq!(
            words(tr, r#"<a title="[[game-flip]]">[[nav-rules]]</a> [[ x"#),
            format!(
                r#"<a title="{}">{}</a> [[ x"#,
                super::esc(&tr.t("game-flip")),
                super::esc(&tr.t("nav-rules"))
            )
        );
        assert_eq!(words(tr, "no marks"), "no marks");
    }

    #[test]
    fn no_message_reads_as_a_mark() {
        for &lang in LANGUAGES {
            let tr = Tr::new(lang);
            for id in message_ids(lang, None) {
                assert!(!tr.t(&id).contains("[["), "{} {id}", lang.tag());
            }
        }
    }
}
