//! Running a case on a worker thread with a time limit, catching its panics, and shrinking
//! what fails to the smallest input.

use super::*;

/// What a reader does with one input: `Err` says what went wrong (other than a panic).
pub(crate) type Check = Arc<dyn Fn(&[u8], u64) -> Result<(), String> + Send + Sync>;

pub(crate) enum Failure {
    Hung(String),
    Broke(String),
}

thread_local! {
    static PANIC_AT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Panics on worker threads are reported with the input instead of printed (the shrinking
/// would print hundreds); where they happened is kept for the report.
pub(crate) fn quiet_panics_in_workers() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if std::thread::current().name() == Some(WORKER) {
                let mut place = info.location().map(ToString::to_string).unwrap_or_default();
                // A panic inside the standard library (an overflow in `sum`) is placed by the
                // first frame of Lineup's own code.
                if !place.starts_with("src/") {
                    let trace = std::backtrace::Backtrace::force_capture().to_string();
                    if let Some(frame) = trace.lines().find(|line| line.contains("at ./src/")) {
                        let frame = frame.trim().trim_start_matches("at ./");
                        place = format!("{place}, called at {frame}");
                    }
                }
                PANIC_AT.with(|at| *at.borrow_mut() = place);
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `work` on its own thread (with a main thread's stack), within [`LIMIT`].
pub(crate) fn on_worker<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, String> + Send + 'static,
) -> Result<T, Failure> {
    quiet_panics_in_workers();
    let (send, receive) = mpsc::channel();
    std::thread::Builder::new()
        .name(WORKER.into())
        .stack_size(8 << 20)
        .spawn(move || {
            let result = panic::catch_unwind(AssertUnwindSafe(work)).unwrap_or_else(|payload| {
                let message = match (payload.downcast_ref::<&str>(), payload.downcast_ref()) {
                    (Some(text), _) => text.to_string(),
                    (None, Some(text)) => String::clone(text),
                    (None, None) => "a panic".to_string(),
                };
                let place = PANIC_AT.with(|at| at.borrow().clone());
                Err(format!("panicked at {place}: {message}"))
            });
            let _ = send.send(result);
        })
        .expect("a worker thread");
    match receive.recv_timeout(LIMIT) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(why)) => Err(Failure::Broke(why)),
        Err(RecvTimeoutError::Timeout) => Err(Failure::Hung(format!(
            "still running after {} s",
            LIMIT.as_secs()
        ))),
        Err(RecvTimeoutError::Disconnected) => Err(Failure::Broke("the worker died".into())),
    }
}

/// Feeds `cases` mutated files of `corpus` to `check`; panics naming the smallest input found
/// that panics, hangs or breaks a promise.
///
/// To fuzz longer, `LINEUP_FUZZ_SCALE=10` runs ten times the cases (as deterministically); with
/// `LINEUP_FUZZ_ALL=1` every failure is listed, unshrunk, and the run goes on.
pub(crate) fn fuzz(reader: &str, corpus: Vec<(String, Vec<u8>)>, cases: u32, check: Check) {
    assert!(!corpus.is_empty(), "{reader}: no seed files");
    run(reader, self::cases(corpus), cases, check, |case| {
        (case.input(), case.seed)
    });
}

/// Feeds `cases` files built from structures `built` picks to `check`, as [`fuzz`] does.
pub(crate) fn fuzz_built(
    reader: &str,
    built: impl Strategy<Value = super::generate::Built>,
    cases: u32,
    check: Check,
) {
    run(reader, built, cases, check, |built| {
        (built.bytes.clone(), 0)
    });
}

/// Runs `cases` inputs of `strategy` through `check` on a worker each, and says how many it
/// ran and how fast (`cargo test -- --nocapture` shows it).
fn run<S: Strategy>(
    reader: &str,
    strategy: S,
    cases: u32,
    check: Check,
    input: impl Fn(&S::Value) -> (Vec<u8>, u64),
) where
    S::Value: fmt::Debug,
{
    let scale = std::env::var("LINEUP_FUZZ_SCALE").ok();
    let config = Config {
        cases: cases * scale.and_then(|scale| scale.parse().ok()).unwrap_or(1),
        failure_persistence: None,
        max_shrink_iters: 2000,
        max_shrink_time: 60_000,
        ..Config::default()
    };
    let survey = std::env::var_os("LINEUP_FUZZ_ALL").is_some();
    let mut runner =
        TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    // After a hang the worker runs on: stop there, rather than shrink 20 seconds at a time.
    let hung = Cell::new(false);
    let found = RefCell::new(Vec::new());
    let ran = Cell::new(0u64);
    let started = std::time::Instant::now();
    let outcome = runner.run(&strategy, |case| {
        if hung.get() {
            return Ok(());
        }
        ran.set(ran.get() + 1);
        let (bytes, seed) = input(&case);
        let check = check.clone();
        let why = match on_worker(move || check(&bytes, seed)) {
            Ok(()) => return Ok(()),
            Err(Failure::Hung(why)) => {
                hung.set(true);
                why
            }
            Err(Failure::Broke(why)) => why,
        };
        if survey {
            found
                .borrow_mut()
                .push(format!("{why:.300}\n  input: {case:?}"));
            return Ok(());
        }
        Err(TestCaseError::fail(why))
    });
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "fuzz {reader}: {} cases in {seconds:.1} s, {:.0} a second",
        ran.get(),
        ran.get() as f64 / seconds.max(1e-9)
    );
    let found = found.into_inner();
    assert!(found.is_empty(), "{reader}:\n{}", found.join("\n"));
    match outcome {
        Ok(()) => {}
        Err(TestError::Fail(why, case)) => {
            let kept = keep_failure(reader, &input(&case).0);
            panic!(
                "{reader}: {why}\n  input: {case:?}\n  kept as {}",
                kept.display()
            )
        }
        Err(TestError::Abort(why)) => panic!("{reader}: aborted: {why}"),
    }
}

pub(crate) fn keep_failure(reader: &str, input: &[u8]) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures");
    let path = folder.join(format!("{}.input", reader.replace(' ', "-")));
    let _ = std::fs::create_dir_all(&folder).and_then(|()| std::fs::write(&path, input));
    path
}
