#pragma once

#include <stdexcept>

namespace delve {

// A list in a save is a count, then that many lines (`monsters 2`, then two
// `monster` lines) or fields (`known 2 ID ID`). Reading, the count is a
// field like any other, so it is handed here to the list that follows it.
// A list whose count line a save's format lacks (the traps of format 4) has
// nothing handed, and none in it.
class ListCounts {
  public:
    void counted(const void* list, int count) {
        list_ = list;
        count_ = count;
    }
    // How many the count before `list` said; 0 when no count was read.
    int take(const void* list) {
        if (list_ == nullptr) {
            return 0;
        }
        if (list_ != list) {
            throw std::logic_error("a list of a save is read after another list's count");
        }
        list_ = nullptr;
        return count_;
    }

  private:
    const void* list_ = nullptr;
    int count_ = 0;
};

}  // namespace delve
