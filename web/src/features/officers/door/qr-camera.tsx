// The phone's back camera, read for QR codes: getUserMedia shows it in a <video>, and a few times a
// second a frame is drawn onto a small canvas and decoded by jsQR. jsQR is plain JavaScript run on
// the page itself (no eval, no worker, no WebAssembly), so it works under the site's
// Content-Security-Policy (common/security-headers.ts); it loads only when the camera opens. The
// camera needs a secure page and the officer's permission; without either the page says so and the
// officer finds tickets by name or id instead.

import { useEffect, useRef, useState } from 'react';

/** How often a frame is decoded: quick enough for a queue at the door, light enough for an old phone. */
export const DECODE_EVERY_MS = 200;
/** Frames are scaled down to this width before decoding: a ticket held up to the phone needs no more. */
const DECODE_WIDTH = 640;
/**
 * The same code seen again within this long of its last sighting is the same ticket still in front
 * of the camera: a guest holding their phone up for ten seconds is one scan, not a green then a red.
 */
export const SAME_CODE_MS = 3000;

interface QrCameraProps {
  /** Called once for each code read (the same code again only once it has been out of view for SAME_CODE_MS). */
  readonly onCode: (text: string) => void;
  readonly onClose: () => void;
}

function cameraProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera was not allowed. Allow it in the browser’s site settings, or find the ticket by name or id below.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'This device has no camera to scan with. Find the ticket by name or id below.';
  if (name === 'NotReadableError')
    return 'The camera is in use by another app. Close it and try again, or find the ticket by name or id below.';
  return 'The camera could not be opened. Find the ticket by name or id below.';
}

export function QrCamera({ onCode, onClose }: QrCameraProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const last = { text: '', at: 0 };

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('This browser cannot open the camera here (it needs the site’s https address). Find the ticket by name or id below.');
        return;
      }
      try {
        const [media, decoder] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
          import('jsqr').then((module) => module.default),
        ]);
        stream = media;
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = media;
        await video.play();
        setReady(true);
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no canvas');
        timer = window.setInterval(() => {
          if (video.readyState < video.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
          const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
          canvas.width = Math.round(video.videoWidth * scale);
          canvas.height = Math.round(video.videoHeight * scale);
          context.drawImage(video, 0, 0, canvas.width, canvas.height);
          const frame = context.getImageData(0, 0, canvas.width, canvas.height);
          const code = decoder(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
          if (!code?.data) return;
          const now = Date.now();
          const held = code.data === last.text && now - last.at < SAME_CODE_MS;
          last.text = code.data;
          last.at = now;
          if (!held) onCodeRef.current(code.data);
        }, DECODE_EVERY_MS);
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
      }
    })();

    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="door-camera">
      {problem ? (
        <p className="door-camera__problem" role="alert">
          {problem}
        </p>
      ) : (
        <>
          {/* The camera's live picture: nothing to caption, and it must not ask to go full screen on a phone. */}
          <video ref={videoRef} className="door-camera__video" muted playsInline aria-label="Camera" />
          {!ready && <p role="status">Opening the camera…</p>}
        </>
      )}
      <button type="button" className="btn btn--secondary" onClick={onClose}>
        Stop Scanning
      </button>
    </div>
  );
}
