import { Button } from '../../ui/Button';

/**
 * The form's submit button. `blockedBy`: the id of the words saying why the form cannot be
 * submitted now (the button is then disabled and described by them).
 */
export function ReviewButton({ blockedBy, busy }: { blockedBy?: string; busy?: boolean }) {
  return (
    <div className="op-form__actions">
      <Button
        type="submit"
        variant="primary"
        busy={busy}
        disabled={blockedBy !== undefined}
        aria-describedby={blockedBy}
      >
        Review
      </Button>
    </div>
  );
}
