import '../app/console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createConsoleApi } from '../api/client';
import { createConsoleQueryClient } from '../api/queries';
import { ConsoleApp } from '../app/console-app';
import { CONSOLE_BASE_PATH, CONSOLE_ROOT_ELEMENT_ID } from '../document';

const root = document.getElementById(CONSOLE_ROOT_ELEMENT_ID);
if (!root) throw new Error(`Console root element #${CONSOLE_ROOT_ELEMENT_ID} is missing`);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename={CONSOLE_BASE_PATH}>
      <ConsoleApp api={createConsoleApi()} queryClient={createConsoleQueryClient()} page={window.location} />
    </BrowserRouter>
  </StrictMode>,
);
