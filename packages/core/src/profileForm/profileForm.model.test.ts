/** Model-based test of the profile form over the real client and a fake server. */
import { HttpError } from "../api/errors.ts"
import { fireDelayed } from "../testing/model.ts"
import { modelSuite } from "../testing/modelSuite.ts"
import { validateProfileForm } from "../domain/validation.ts"
import { profileFormMachine } from "./profileForm.machine.ts"
import { createProfileFormWorld, MEMBER } from "./profileForm.testkit.ts"

modelSuite(
  "profileForm",
  {
    machine: profileFormMachine,
    inputs: [{}],
    events: () => [
      { type: "xstate.done.actor.loadProfile", output: MEMBER },
      { type: "xstate.error.actor.loadProfile", error: new HttpError("profile", 500, "boom") },
      { type: "user.changeNickname", value: "새닉" },
      { type: "user.changeNickname", value: "" },
      { type: "user.changeField", field: "phoneNumber", value: "0101" },
      { type: "user.changeField", field: "phoneNumber", value: "01012345678" },
      { type: "user.changeGender", gender: "male" },
      { type: "user.pickImage", file: null },
      { type: "xstate.done.actor.checkNickname", output: true },
      { type: "xstate.done.actor.checkNickname", output: false },
      { type: "xstate.error.actor.checkNickname", error: new HttpError("checkNickname", 500, "boom") },
      { type: "xstate.done.actor.updateProfile", output: { profilePictureUrl: null } },
      { type: "xstate.error.actor.updateProfile", error: new HttpError("updateProfile", 409, "Nickname taken") },
      { type: "xstate.error.actor.updateProfile", error: new HttpError("updateProfile", 500, "boom") }
    ],
    serialize: (s) =>
      JSON.stringify({
        value: s.value,
        taken: s.context.nicknameTaken,
        alert: s.context.alert !== null,
        valid: validateProfileForm(s.context.values).ok,
        current: s.context.values.nickname === s.context.currentNickname
      })
  },
  {
    start(_input, inspect) {
      const w = createProfileFormWorld({ inspect })
      w.actor.start()
      return {
        actor: w.actor,
        perform(event) {
          const e = event as { type: string; output?: any; error?: HttpError }
          switch (e.type) {
            case "xstate.done.actor.loadProfile":
              return w.server.next("profile").respond(e.output)
            case "xstate.error.actor.loadProfile":
              return w.server.next("profile").fail(500)
            case "xstate.done.actor.checkNickname":
              return w.server.next("checkNickname").respond(e.output)
            case "xstate.error.actor.checkNickname":
              return w.server.next("checkNickname").fail(500)
            case "xstate.done.actor.updateProfile":
              return w.server.next("updateProfile").respond(e.output)
            case "xstate.error.actor.updateProfile":
              return w.server.next("updateProfile").fail(e.error!.status, e.error!.message)
            default:
              if (e.type.startsWith("xstate.after.")) return fireDelayed(w.actor, w.clock, e.type)
              return w.actor.send(event)
          }
        }
      }
    }
  }
)
