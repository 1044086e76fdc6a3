import { TextField, type TextFieldProps } from './field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'onChange'> & {
  /** Told the text on every change. */
  onValue: (value: string) => void;
};

/** A labelled password input (log in, sign up, reset, change), handing over its text as typed. */
export function PasswordField({ onValue, ...field }: PasswordFieldProps) {
  return <TextField type="password" onChange={(event) => onValue(event.target.value)} {...field} />;
}
