//! The page's microphone: asked for with `getUserMedia` (the browser asks the person once),
//! recorded by the page's `MediaRecorder`, its level read by an `AnalyserNode`, and the take
//! decoded by the page's WebAudio when it stops. Where a browser has no `MediaRecorder` it can
//! use (WebKitGTK without GStreamer's encoders; Safari before iOS 14.3), WebAudio hands over the
//! samples themselves as they come.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::super::page;
use super::{MicError, Take, peak};

struct Recording {
    stream: web_sys::MediaStream,
    context: web_sys::AudioContext,
    analyser: web_sys::AnalyserNode,
    capture: Capture,
}

/// How the take is gathered.
enum Capture {
    /// The browser's recorder, in encoded pieces.
    Recorder {
        recorder: web_sys::MediaRecorder,
        pieces: Rc<RefCell<Vec<web_sys::Blob>>>,
        _keep: Closure<dyn FnMut(web_sys::BlobEvent)>,
    },
    /// WebAudio's samples, block by block.
    Samples {
        node: web_sys::ScriptProcessorNode,
        samples: Rc<RefCell<Vec<f32>>>,
        _keep: Closure<dyn FnMut(web_sys::AudioProcessingEvent)>,
    },
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
    let recorder = web_sys::MediaRecorder::new_with_media_stream(&stream);
    let capture = match recorder.map_err(|e| failed(&e)).and_then(record) {
        Ok(capture) => capture,
        Err(_) => gather(&context, &source)?,
    };
    TAKE.with_borrow_mut(|take| {
        *take = Some(Recording {
            stream,
            context,
            analyser,
            capture,
        })
    });
    Ok(())
}

/// The browser's recorder, started.
fn record(recorder: web_sys::MediaRecorder) -> Result<Capture, MicError> {
    let pieces: Rc<RefCell<Vec<web_sys::Blob>>> = Rc::default();
    let into = pieces.clone();
    let keep = Closure::<dyn FnMut(web_sys::BlobEvent)>::new(move |event: web_sys::BlobEvent| {
        if let Some(piece) = event.data() {
            into.borrow_mut().push(piece);
        }
    });
    recorder.set_ondataavailable(Some(keep.as_ref().unchecked_ref()));
    recorder.start().map_err(|e| failed(&e))?;
    Ok(Capture::Recorder {
        recorder,
        pieces,
        _keep: keep,
    })
}

/// WebAudio's samples of `source`, gathered as they come (a node that passes nothing on, but
/// is joined to the speakers, as a browser runs only what leads there).
fn gather(
    context: &web_sys::AudioContext,
    source: &web_sys::MediaStreamAudioSourceNode,
) -> Result<Capture, MicError> {
    let node = context
        .create_script_processor_with_buffer_size_and_number_of_input_channels_and_number_of_output_channels(4096, 1, 1)
        .map_err(|e| failed(&e))?;
    let samples: Rc<RefCell<Vec<f32>>> = Rc::default();
    let into = samples.clone();
    let keep = Closure::<dyn FnMut(web_sys::AudioProcessingEvent)>::new(
        move |event: web_sys::AudioProcessingEvent| {
            if let Ok(block) = event
                .input_buffer()
                .and_then(|sound| sound.get_channel_data(0))
            {
                into.borrow_mut().extend_from_slice(&block);
            }
        },
    );
    node.set_onaudioprocess(Some(keep.as_ref().unchecked_ref()));
    source
        .connect_with_audio_node(&node)
        .map_err(|e| failed(&e))?;
    node.connect_with_audio_node(&context.destination())
        .map_err(|e| failed(&e))?;
    // A page's sound may wait for a tap; the Record button was one.
    let _ = context.resume();
    Ok(Capture::Samples {
        node,
        samples,
        _keep: keep,
    })
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
    let take = match &recording.capture {
        Capture::Recorder {
            recorder, pieces, ..
        } => decoded(&recording.context, recorder, pieces).await,
        Capture::Samples { node, samples, .. } => {
            node.set_onaudioprocess(None);
            Ok(Take {
                rate: recording.context.sample_rate() as u32,
                samples: samples.take(),
            })
        }
    };
    finish(&recording);
    take
}

/// The recorder's take, stopped and decoded.
async fn decoded(
    context: &web_sys::AudioContext,
    recorder: &web_sys::MediaRecorder,
    pieces: &RefCell<Vec<web_sys::Blob>>,
) -> Result<Take, MicError> {
    // The recorder hands over its last piece, then says it stopped.
    let stopped = js_sys::Promise::new(&mut |resolve, _| {
        recorder.set_onstop(Some(&resolve));
    });
    recorder.stop().map_err(|e| failed(&e))?;
    let _ = JsFuture::from(stopped).await;
    recorder.set_onstop(None);
    let whole = js_sys::Array::new();
    for piece in pieces.borrow().iter() {
        whole.push(piece);
    }
    let whole = web_sys::Blob::new_with_blob_sequence(&whole).map_err(|e| failed(&e))?;
    let bytes = JsFuture::from(whole.array_buffer())
        .await
        .map_err(|e| failed(&e))?;
    let decoding = context
        .decode_audio_data(&bytes.unchecked_into())
        .map_err(|e| failed(&e))?;
    let sound: web_sys::AudioBuffer = JsFuture::from(decoding)
        .await
        .map_err(|e| failed(&e))?
        .unchecked_into();
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
