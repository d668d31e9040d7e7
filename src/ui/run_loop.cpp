#include "ui/run_loop.h"

namespace delve {

namespace {
constexpr int kFlashMilliseconds = 150;
}  // namespace

void runInteractive(App& app, Frontend& frontend) {
    CellBuffer frame;
    while (!app.wantsQuit()) {
        if (frame.columns() != frontend.columns() || frame.rows() != frontend.rows()) {
            frame = CellBuffer(frontend.columns(), frontend.rows());
        }
        app.draw(frame);
        frontend.present(frame);
        for (SoundCue cue : app.takeSounds()) {
            frontend.play(cue);
        }
        // A flash shows for a moment, then the frame is drawn without it.
        const bool flashing = !app.flashes().empty();
        const auto event = frontend.nextEvent(flashing ? kFlashMilliseconds : -1);
        if (!event) {
            if (flashing) {
                app.clearFlashes();
                continue;
            }
            return;
        }
        app.handle(*event);
    }
}

}  // namespace delve
