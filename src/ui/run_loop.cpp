#include "ui/run_loop.h"

namespace delve {

void runInteractive(App& app, Frontend& frontend) {
    CellBuffer frame;
    while (!app.wantsQuit()) {
        if (frame.columns() != frontend.columns() || frame.rows() != frontend.rows()) {
            frame = CellBuffer(frontend.columns(), frontend.rows());
        }
        app.draw(frame);
        frontend.present(frame);
        const auto event = frontend.nextEvent(-1);
        if (!event) {
            return;
        }
        app.handle(*event);
    }
}

}  // namespace delve
