import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { LabelledField, type LabelledFieldProps } from "./labelled-field";

interface FormFieldProps extends Omit<LabelledFieldProps, "name" | "onChange"> {
  registration: UseFormRegisterReturn;
}

/**
 * A field's `registration` and `error` (the contract's message, once checked) from its
 * react-hook-form form, for FormField and the admin's SelectField.
 */
export function fieldOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "register" | "formState">,
  name: Path<T>,
): { registration: UseFormRegisterReturn<Path<T>>; error: string | undefined } {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { registration: form.register(name), error: error?.message };
}

/** A field of a react-hook-form form: `LabelledField` with its registration. */
export function FormField({ registration, ...field }: FormFieldProps) {
  return <LabelledField {...field} {...registration} />;
}
