import classes from './wizard-background.module.css';

/** The wizard's decorative animated background; still when the user prefers reduced motion. */
export function WizardBackground() {
  return (
    <div className={classes.root} aria-hidden="true" data-testid="wizard-background">
      <div className={`${classes.blob} ${classes.one}`} />
      <div className={`${classes.blob} ${classes.two}`} />
      <div className={`${classes.blob} ${classes.three}`} />
    </div>
  );
}

export const wizardContentClass = classes.content;
