//! The page's microphone: asked for with `getUserMedia` (the browser asks the person once),
//! recorded by the page's `MediaRecorder`, its level read by an `AnalyserNode`, and the take
//! decoded by the page's WebAudio when it stops.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::super::page;
use super::{MicError, Take, peak};

struct Recording {
    stream: web_sys::MediaStream,
    recorder: web_sys::MediaRecorder,
    context: web_sys::AudioContext,
    analyser: web_sys::AnalyserNode,
    pieces: Rc<RefCell<Vec<web_sys::Blob>>>,
    _keep: Closure<dyn FnMut(web_sys::BlobEvent)>,
}

thread_local! {
    static TAKE: RefCell<Option<Recording>> = const { RefCell::new(None) };
}

fn failed(error: &JsValue) -> MicError {
    let why = page::in_words(error);
    match why.split(':').next().unwrap_or_default() {
        "NotAllowedError" | "SecurityError" => MicError::Refused,
        "NotFoundError" | "OverconstrainedError" => MicError::NoMicrophone,
        _ => MicError::Failed(why),
    }
}

pub async fn start() -> Result<(), MicError> {
    if let Some(old) = TAKE.with_borrow_mut(Option::take) {
        finish(&old);
    }
    let devices = (page::window().ok_or(MicError::NoMicrophone)?.navigator())
        .media_devices()
        .map_err(|_| MicError::NoMicrophone)?;
    let wanted = web_sys::MediaStreamConstraints::new();
    wanted.set_audio(&JsValue::TRUE);
    let asking = devices
        .get_user_media_with_constraints(&wanted)
        .map_err(|e| failed(&e))?;
    let stream: web_sys::MediaStream = JsFuture::from(asking)
        .await
        .map_err(|e| failed(&e))?
        .unchecked_into();
    let context = web_sys::AudioContext::new().map_err(|e| failed(&e))?;
    let analyser = context.create_analyser().map_err(|e| failed(&e))?;
    analyser.set_fft_size(1024);
    let source = context
        .create_media_stream_source(&stream)
        .map_err(|e| failed(&e))?;
    source
        .connect_with_audio_node(&analyser)
        .map_err(|e| failed(&e))?;
    let recorder =
        web_sys::MediaRecorder::new_with_media_stream(&stream).map_err(|e| failed(&e))?;
    let pieces: Rc<RefCell<Vec<web_sys::Blob>>> = Rc::default();
    let into = pieces.clone();
    let keep = Closure::<dyn FnMut(web_sys::BlobEvent)>::new(move |event: web_sys::BlobEvent| {
        if let Some(piece) = event.data() {
            into.borrow_mut().push(piece);
        }
    });
    recorder.set_ondataavailable(Some(keep.as_ref().unchecked_ref()));
    recorder.start().map_err(|e| failed(&e))?;
    TAKE.with_borrow_mut(|take| {
        *take = Some(Recording {
            stream,
            recorder,
            context,
            analyser,
            pieces,
            _keep: keep,
        })
    });
    Ok(())
}

pub fn level() -> f32 {
    TAKE.with_borrow(|take| {
        take.as_ref().map_or(0.0, |take| {
            let mut samples = vec![0.0; take.analyser.fft_size() as usize];
            take.analyser.get_float_time_domain_data(&mut samples);
            peak(&samples)
        })
    })
}

pub async fn stop() -> Result<Take, MicError> {
    let nothing = || MicError::Failed("nothing was being recorded".into());
    let recording = TAKE.with_borrow_mut(Option::take).ok_or_else(nothing)?;
    // The recorder hands over its last piece, then says it stopped.
    let stopped = js_sys::Promise::new(&mut |resolve, _| {
        recording.recorder.set_onstop(Some(&resolve));
    });
    recording.recorder.stop().map_err(|e| failed(&e))?;
    let _ = JsFuture::from(stopped).await;
    recording.recorder.set_onstop(None);
    let pieces = js_sys::Array::new();
    for piece in recording.pieces.borrow().iter() {
        pieces.push(piece);
    }
    let whole = web_sys::Blob::new_with_blob_sequence(&pieces).map_err(|e| failed(&e))?;
    let bytes = JsFuture::from(whole.array_buffer())
        .await
        .map_err(|e| failed(&e))?;
    let decoding = (recording.context)
        .decode_audio_data(&bytes.unchecked_into())
        .map_err(|e| failed(&e))?;
    let decoded = JsFuture::from(decoding).await;
    finish(&recording);
    let sound: web_sys::AudioBuffer = decoded.map_err(|e| failed(&e))?.unchecked_into();
    Ok(Take {
        rate: sound.sample_rate() as u32,
        samples: sound.get_channel_data(0).map_err(|e| failed(&e))?,
    })
}

/// Lets the microphone go: the browser's "recording" mark goes away.
fn finish(recording: &Recording) {
    for track in recording.stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
            track.stop();
        }
    }
    let _ = recording.context.close();
}
