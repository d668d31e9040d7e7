#pragma once

#include "ui/screens/screen.h"

namespace delve {

// The whole log, newest at the bottom; the arrows scroll, any other key closes.
class MessageHistoryScreen : public Screen {
  public:
    std::string_view name() const override { return "messages"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;

  private:
    int scrolledBack_ = 0;  // lines above the newest
};

}  // namespace delve
