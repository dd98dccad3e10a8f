//! Build script of the server crate (site side):
//! - builds the browser client in `web/` with npm when its sources changed,
//!   so `cargo build` alone gives a complete binary;
//! - lists every Fluent file under `locales/<lang>/` for the site to embed;
//! - lists every file the client build wrote to `web/dist/`, with its
//!   brotli and gzip copies, for the site to embed and serve, and embeds
//!   `art.json` (the board and piece pictures) for the server's pictures;
//! - records the short git commit for the page footer (`REGALIA_COMMIT`).

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let manifest =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest
        .parent()
        .and_then(Path::parent)
        .expect("the server crate lives in crates/server")
        .to_path_buf();
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));

    record_commit(&root);
    list_locales(&root, &out);
    build_client(&root);
    list_assets(&root, &out);
}

/// Sets `REGALIA_COMMIT` to `git rev-parse --short HEAD`, or "unknown"
/// outside a git checkout.
fn record_commit(root: &Path) {
    let git = |args: &[&str]| -> Option<String> {
        let output = Command::new("git")
            .args(args)
            .current_dir(root)
            .output()
            .ok()?;
        if !output.status.success() {
            return None;
        }
        let text = String::from_utf8(output.stdout).ok()?;
        Some(text.trim().to_string()).filter(|t| !t.is_empty())
    };
    let commit = git(&["rev-parse", "--short", "HEAD"]).unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=REGALIA_COMMIT={commit}");
    // Rebuild when HEAD moves: HEAD itself (branch switch) and the branch's ref.
    for path in [
        git(&["rev-parse", "--git-path", "HEAD"]),
        head_ref_path(&git),
    ]
    .into_iter()
    .flatten()
    {
        let path = root.join(path);
        if path.exists() {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }
    if let Some(packed) = git(&["rev-parse", "--git-path", "packed-refs"]) {
        let packed = root.join(packed);
        if packed.exists() {
            println!("cargo:rerun-if-changed={}", packed.display());
        }
    }
}

fn head_ref_path(git: &dyn Fn(&[&str]) -> Option<String>) -> Option<String> {
    let name = git(&["symbolic-ref", "-q", "HEAD"])?;
    git(&["rev-parse", "--git-path", &name])
}

/// Writes `$OUT_DIR/locales.rs`: `&[(lang, file name, text)]` for every
/// `locales/<lang>/*.ftl`, embedded with `include_str!`.
fn list_locales(root: &Path, out: &Path) {
    let locales = root.join("locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut entries: Vec<(String, String, PathBuf)> = Vec::new();
    if let Ok(langs) = fs::read_dir(&locales) {
        for lang in langs.flatten() {
            let lang_path = lang.path();
            if !lang_path.is_dir() {
                continue;
            }
            println!("cargo:rerun-if-changed={}", lang_path.display());
            let lang_name = lang.file_name().to_string_lossy().into_owned();
            if let Ok(files) = fs::read_dir(&lang_path) {
                for file in files.flatten() {
                    let path = file.path();
                    if path.extension().is_some_and(|e| e == "ftl") {
                        println!("cargo:rerun-if-changed={}", path.display());
                        let name = file.file_name().to_string_lossy().into_owned();
                        entries.push((lang_name.clone(), name, path));
                    }
                }
            }
        }
    }
    entries.sort();
    let mut code = String::from("&[\n");
    for (lang, name, path) in entries {
        writeln!(
            code,
            "    ({lang:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a String cannot fail");
    }
    code.push_str("]\n");
    fs::write(out.join("locales.rs"), code).expect("OUT_DIR is writable");
}

/// Whether `web/node_modules` is missing or older than the lock file (npm
/// writes `node_modules/.package-lock.json` at each install): a checkout
/// whose lock file gained a package installs again.
fn installed_is_stale(web: &Path) -> bool {
    let modified = |path: PathBuf| fs::metadata(path).and_then(|m| m.modified()).ok();
    match (
        modified(web.join("node_modules/.package-lock.json")),
        modified(web.join("package-lock.json")),
    ) {
        (Some(installed), Some(locked)) => installed < locked,
        _ => true,
    }
}

/// Runs `npm ci` (when node_modules is missing or stale) and `npm run build` in
/// `web/`, producing `web/dist/`, which the site embeds.
fn build_client(root: &Path) {
    let web = root.join("web");
    for input in [
        "src",
        "package.json",
        "package-lock.json",
        "build.mjs",
        "lielow-art.mjs",
        "strings-used.mjs",
        "tsconfig.json",
    ] {
        println!("cargo:rerun-if-changed={}", web.join(input).display());
    }
    // The manifest lists the English message ids each page's scripts name.
    println!(
        "cargo:rerun-if-changed={}",
        root.join("locales/en").display()
    );
    println!("cargo:rerun-if-env-changed=REGALIA_NPM");
    let npm = env::var("REGALIA_NPM").unwrap_or_else(|_| "npm".into());
    let has_npm = Command::new(&npm)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_npm {
        panic!(
            "\n\nregalia: building the web client needs Node.js 20 (or newer) and npm, \
             and `{npm}` was not found.\nInstall Node.js 20 and npm (for example the \
             `nodejs` and `npm` packages of your system), then run `cargo build` again.\n\n"
        );
    }
    if installed_is_stale(&web) {
        run(&npm, &["ci", "--no-audit", "--no-fund"], &web);
    }
    run(&npm, &["run", "build"], &web);
}

fn run(program: &str, args: &[&str], dir: &Path) {
    let status = Command::new(program)
        .args(args)
        .current_dir(dir)
        .status()
        .unwrap_or_else(|e| {
            panic!(
                "regalia: could not start `{program} {}`: {e}",
                args.join(" ")
            )
        });
    if !status.success() {
        panic!(
            "regalia: `{program} {}` failed in {} ({status}); see its output above",
            args.join(" "),
            dir.display()
        );
    }
}

/// Writes `$OUT_DIR/assets.rs`: one `Asset` per file of `web/dist/` (its
/// `.br` and `.gz` copies beside it), and `$OUT_DIR/manifest.json`'s path
/// as `MANIFEST`, embedded with `include_bytes!`.
fn list_assets(root: &Path, out: &Path) {
    // Not a rerun-if-changed path: this script writes web/dist itself
    // (build_client), from the inputs it watches.
    let dist = root.join("web").join("dist");
    let mut names: Vec<String> = fs::read_dir(&dist)
        .expect("the client build writes web/dist")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| {
            !n.ends_with(".br") && !n.ends_with(".gz") && n != "manifest.json" && n != "art.json"
        })
        .collect();
    names.sort();
    let embed = |file: &str| {
        format!(
            "include_bytes!({:?})",
            dist.join(file).display().to_string()
        )
    };
    let mut code = String::from("&[\n");
    for name in &names {
        let content_type = match name.rsplit('.').next() {
            Some("js") => "text/javascript; charset=utf-8",
            Some("css") => "text/css; charset=utf-8",
            Some("svg") => "image/svg+xml",
            Some("png") => "image/png",
            Some("json") => "application/json",
            _ => "application/octet-stream",
        };
        writeln!(
            code,
            "    Asset {{ name: {name:?}, content_type: {content_type:?}, bytes: {}, brotli: {}, gzip: {} }},",
            embed(name),
            embed(&format!("{name}.br")),
            embed(&format!("{name}.gz")),
        )
        .expect("writing to a String cannot fail");
    }
    code.push_str("]\n");
    fs::write(out.join("assets.rs"), code).expect("OUT_DIR is writable");
    fs::write(
        out.join("manifest.rs"),
        format!(
            "include_str!({:?})\n",
            dist.join("manifest.json").display().to_string()
        ),
    )
    .expect("OUT_DIR is writable");
    fs::write(
        out.join("art.rs"),
        format!(
            "include_str!({:?})\n",
            dist.join("art.json").display().to_string()
        ),
    )
    .expect("OUT_DIR is writable");
}
