import type { UseMutationResult } from "@tanstack/react-query";
import { BusyButton } from "../../components/busy-button";
import { CallFailure } from "../../components/call-failure";

export interface DownloadChoice<F extends string> {
  format: F;
  label: string;
}

interface DownloadButtonsProps<F extends string> {
  choices: readonly DownloadChoice<F>[];
  /** The download's mutation, called with the format chosen. */
  download: UseMutationResult<void, Error, F>;
}

/**
 * The download buttons of a /progress export (docs/progress.md): one a format, the chosen one busy
 * and all disabled while a file is made, and the failure said where the buttons are.
 */
export function DownloadButtons<F extends string>({ choices, download }: DownloadButtonsProps<F>) {
  const busy = download.isPending ? download.variables : null;
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {choices.map(({ format, label }) => (
          <BusyButton
            key={format}
            type="button"
            className="btn btn-outline-primary btn-sm"
            busy={busy === format}
            disabled={busy !== null}
            onClick={() => download.mutate(format)}
          >
            {label}
          </BusyButton>
        ))}
      </div>
      <CallFailure error={download.error} lead="Export failed: " className="text-danger small mt-2 mb-0" />
    </>
  );
}
