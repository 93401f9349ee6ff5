import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readLaunch } from './app/launch';
import './ui/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App launch={readLaunch(new URL(window.location.href))} />
  </StrictMode>,
);
