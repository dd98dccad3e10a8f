//! A process's CPU time and resident memory, read from Linux's /proc, for
//! the server's cost per move.

use anyhow::{anyhow, Context};

/// User and system CPU seconds `pid` has used so far, all its threads.
pub fn cpu_seconds(pid: u32) -> anyhow::Result<f64> {
    let path = format!("/proc/{pid}/stat");
    let stat = std::fs::read_to_string(&path).with_context(|| format!("cannot read {path}"))?;
    let ticks = cpu_ticks(&stat).ok_or_else(|| anyhow!("{path}: unreadable"))?;
    Ok(ticks as f64 / rustix::param::clock_ticks_per_second() as f64)
}

/// utime + stime of a /proc/PID/stat line. The command name (field 2) is
/// in parentheses and may hold spaces: fields are counted after its `)`.
fn cpu_ticks(stat: &str) -> Option<u64> {
    let after = &stat[stat.rfind(')')? + 1..];
    let mut fields = after.split_whitespace();
    // After the name: state (3), ppid (4), …, utime (14), stime (15).
    let utime: u64 = fields.nth(11)?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(utime + stime)
}

/// `pid`'s resident memory now, MiB.
pub fn rss_mib(pid: u32) -> anyhow::Result<f64> {
    let path = format!("/proc/{pid}/status");
    let status = std::fs::read_to_string(&path).with_context(|| format!("cannot read {path}"))?;
    let kib: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .ok_or_else(|| anyhow!("{path}: no VmRSS"))?;
    Ok(kib / 1024.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_ticks_are_read_after_a_name_with_spaces_and_parentheses() {
        let stat = "42 (tokio (rt) w) S 1 42 42 0 -1 4194560 100 0 0 0 1234 567 0 0 20 0 9 0";
        assert_eq!(cpu_ticks(stat), Some(1234 + 567));
        assert_eq!(cpu_ticks("42 (x) S 1"), None);
    }

    #[test]
    fn this_process_has_a_cpu_time_and_memory() {
        let me = std::process::id();
        assert!(cpu_seconds(me).expect("our own /proc") >= 0.0);
        assert!(rss_mib(me).expect("our own /proc") > 1.0);
    }
}
