#pragma once

#include <benchmark/benchmark.h>

#include <optional>

namespace delve::bench {

// A fresh copy of `from` for one timed iteration, made with the clock
// stopped; the last iteration's copy is dropped with it stopped too, so a
// turn's time holds neither making nor freeing a whole game.
template <class T>
T& untimedCopy(benchmark::State& state, std::optional<T>& slot, const T& from) {
    state.PauseTiming();
    slot.reset();
    slot.emplace(from);
    state.ResumeTiming();
    return *slot;
}

}  // namespace delve::bench
