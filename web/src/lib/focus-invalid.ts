/** Moves focus to the first invalid field so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  window.requestAnimationFrame(() =>
    form.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"], [aria-invalid="true"]')?.focus(),
  );
}
