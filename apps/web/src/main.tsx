import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { lightTheme } from "./ui/index.ts"
import { App } from "./app/App.tsx"
import { AppServicesProvider, createAppServices } from "./app/services.tsx"

document.documentElement.classList.add(lightTheme)

const services = createAppServices()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppServicesProvider services={services}>
      <App />
    </AppServicesProvider>
  </StrictMode>
)
