#include "bench_notes.h"

namespace delve::bench {

namespace {
std::vector<std::string>& noteList() {
    static std::vector<std::string> list;
    return list;
}
}  // namespace

void addNote(std::string note) {
    noteList().push_back(std::move(note));
}

const std::vector<std::string>& notes() {
    return noteList();
}

}  // namespace delve::bench
