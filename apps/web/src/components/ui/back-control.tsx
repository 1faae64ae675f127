// The Back control above a step's heading: the quiz, the survey and the booking screens share it.
import './back-control.css';

export function BackControl({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <button type="button" className="link-button back-control" onClick={onBack}>
      <span aria-hidden="true">‹</span>
      {label}
    </button>
  );
}
