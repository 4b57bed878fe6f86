// A page for the end-to-end tests only (built when GATSBY_TEST_PAGES=1):
// pressing its button makes it throw while rendering, with a cause.
import { useState } from 'react';

function Crasher({ crash }: { crash: boolean }) {
  if (crash) throw new Error('Rendering the test widget failed', { cause: new Error('The widget data was malformed') });
  return <p>This page renders until the button is pressed.</p>;
}

function CrashTest() {
  const [crash, setCrash] = useState(false);
  return (
    <div className="container">
      <h1>Crash test</h1>
      <button type="button" onClick={() => setCrash(true)}>
        Crash this page
      </button>
      <Crasher crash={crash} />
    </div>
  );
}

export default function CrashTestPage() {
  return <CrashTest />;
}

export const Head = () => <title>Crash test</title>;
