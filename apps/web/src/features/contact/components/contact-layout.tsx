import type { ReactNode } from 'react';
import classes from './contact.module.css';

/** The contact page's two parts: the form, and the platform's details beside or below it. */
export function ContactLayout({ form, details }: { form: ReactNode; details: ReactNode }) {
  return (
    <div className={classes.layout}>
      <div>{form}</div>
      {details}
    </div>
  );
}
