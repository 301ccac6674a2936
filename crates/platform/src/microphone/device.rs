//! The desktop's microphone: the system's default input, through cpal (as rodio plays through
//! it), on a thread of its own that holds the stream until the take stops. Or a file that
//! stands in for it, heard at the pace it was spoken.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use rodio::cpal;
use rodio::cpal::traits::{DeviceTrait, HostTrait, StreamTrait};

use super::{MicError, Take, peak};

/// The file that stands in for the microphone, if one does.
static FILE: Mutex<Option<PathBuf>> = Mutex::new(None);

/// The take going on.
static TAKE: Mutex<Option<Recording>> = Mutex::new(None);

struct Recording {
    samples: Arc<Mutex<Vec<f32>>>,
    /// The last moments' highest sample, as f32 bits.
    level: Arc<AtomicU32>,
    rate: u32,
    stop: mpsc::Sender<()>,
    thread: JoinHandle<()>,
}

pub fn use_file(path: &Path) {
    if let Ok(mut file) = FILE.lock() {
        *file = Some(path.to_path_buf());
    }
}

pub async fn start() -> Result<(), MicError> {
    drop(stop_recording());
    let file = (FILE.lock().ok().and_then(|file| file.clone()))
        .or_else(|| std::env::var_os("LINEUP_MICROPHONE").map(PathBuf::from));
    let recording = match file {
        Some(file) => from_file(&file)?,
        None => from_microphone()?,
    };
    if let Ok(mut take) = TAKE.lock() {
        *take = Some(recording);
    }
    Ok(())
}

pub fn level() -> f32 {
    (TAKE.lock().ok())
        .and_then(|take| take.as_ref().map(|take| take.level.load(Ordering::Relaxed)))
        .map_or(0.0, f32::from_bits)
}

pub async fn stop() -> Result<Take, MicError> {
    stop_recording().ok_or_else(|| MicError::Failed("nothing was being recorded".into()))
}

fn stop_recording() -> Option<Take> {
    let recording = TAKE.lock().ok()?.take()?;
    let _ = recording.stop.send(());
    let _ = recording.thread.join();
    let samples = std::mem::take(&mut *recording.samples.lock().ok()?);
    Some(Take {
        rate: recording.rate,
        samples,
    })
}

/// Keeps what comes in, and the level of its last moments.
fn keeper(samples: &Arc<Mutex<Vec<f32>>>, level: &Arc<AtomicU32>) -> impl FnMut(&[f32]) + 'static {
    let (samples, level) = (samples.clone(), level.clone());
    move |mono: &[f32]| {
        level.store(peak(mono).to_bits(), Ordering::Relaxed);
        if let Ok(mut samples) = samples.lock() {
            samples.extend_from_slice(mono);
        }
    }
}

/// Records from the system's default input until told to stop.
fn from_microphone() -> Result<Recording, MicError> {
    let (samples, level) = (Arc::default(), Arc::default());
    let mut keep = keeper(&samples, &level);
    let (stop, stopped) = mpsc::channel::<()>();
    let (opened, answer) = mpsc::channel::<Result<u32, MicError>>();
    let thread = std::thread::spawn(move || {
        let failed = |error: &dyn std::fmt::Display| MicError::Failed(error.to_string());
        let device = cpal::default_host().default_input_device();
        let stream = device.ok_or(MicError::NoMicrophone).and_then(|device| {
            let config = device.default_input_config().map_err(|e| failed(&e))?;
            let channels = config.channels().max(1) as usize;
            let rate = config.sample_rate().0;
            let format = config.sample_format();
            let config: cpal::StreamConfig = config.into();
            let on_error = |error| eprintln!("lineup: the microphone: {error}");
            let mut mono = move |data: &[f32]| {
                let frames: Vec<f32> = (data.chunks(channels))
                    .map(|frame| frame.iter().sum::<f32>() / frame.len() as f32)
                    .collect();
                keep(&frames);
            };
            let stream = match format {
                cpal::SampleFormat::F32 => device.build_input_stream(
                    &config,
                    move |data: &[f32], _: &_| mono(data),
                    on_error,
                    None,
                ),
                cpal::SampleFormat::I16 => device.build_input_stream(
                    &config,
                    move |data: &[i16], _: &_| {
                        let data: Vec<f32> = data.iter().map(|&s| s as f32 / 32768.0).collect();
                        mono(&data)
                    },
                    on_error,
                    None,
                ),
                other => return Err(MicError::Failed(format!("samples as {other}"))),
            }
            .map_err(|error| match error {
                cpal::BuildStreamError::DeviceNotAvailable => MicError::NoMicrophone,
                error => failed(&error),
            })?;
            stream.play().map_err(|e| failed(&e))?;
            Ok((stream, rate))
        });
        match stream {
            Ok((stream, rate)) => {
                let _ = opened.send(Ok(rate));
                let _ = stopped.recv();
                drop(stream);
            }
            Err(error) => {
                let _ = opened.send(Err(error));
            }
        }
    });
    let rate = (answer.recv()).map_err(|_| MicError::Failed("the microphone stopped".into()))??;
    Ok(Recording {
        samples,
        level,
        rate,
        stop,
        thread,
    })
}

/// Records a file's sound, at the pace it was spoken, then silence.
fn from_file(path: &Path) -> Result<Recording, MicError> {
    use rodio::Source;
    let failed = |why: String| MicError::Failed(format!("{}: {why}", path.display()));
    let bytes = std::fs::read(path).map_err(|error| failed(error.to_string()))?;
    let decoder = rodio::Decoder::new(std::io::Cursor::new(bytes))
        .map_err(|error| failed(error.to_string()))?;
    let (channels, rate) = (decoder.channels().max(1) as usize, decoder.sample_rate());
    let sound: Vec<f32> = decoder.collect::<Vec<f32>>();
    let sound: Vec<f32> = (sound.chunks(channels))
        .map(|frame| frame.iter().sum::<f32>() / frame.len() as f32)
        .collect();
    let (samples, level) = (Arc::default(), Arc::default());
    let mut keep = keeper(&samples, &level);
    let (stop, stopped) = mpsc::channel::<()>();
    let thread = std::thread::spawn(move || {
        let slice = (rate / 50).max(1) as usize; // 20 ms
        let silence = vec![0.0; slice];
        let mut at = 0;
        let twenty = std::time::Duration::from_millis(20);
        while let Err(mpsc::RecvTimeoutError::Timeout) = stopped.recv_timeout(twenty) {
            let end = (at + slice).min(sound.len());
            match at < end {
                true => keep(&sound[at..end]),
                false => keep(&silence),
            }
            at = end;
        }
    });
    Ok(Recording {
        samples,
        level,
        rate,
        stop,
        thread,
    })
}
