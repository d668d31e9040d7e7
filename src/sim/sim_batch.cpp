#include "sim/sim_batch.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

namespace delve {

std::vector<SimResult> simulateRuns(const RulesPtr& rules, const SimPlan& plan,
                                    const SimProgress& progress) {
    const int games = std::max(plan.games, 0);
    std::vector<SimResult> results(static_cast<std::size_t>(games));
    if (games == 0 || plan.classes.empty()) {
        return results;
    }
    // Each thread takes the next run not yet begun, and writes its result
    // in the run's own place: the order of the results is the seeds'.
    std::atomic<int> next{0};
    std::mutex told;
    int done = 0;
    std::exception_ptr failure;
    auto work = [&] {
        for (int i = next++; i < games; i = next++) {
            const std::string& heroClass =
                plan.classes[static_cast<std::size_t>(i) % plan.classes.size()];
            try {
                results[static_cast<std::size_t>(i)] = simulateRun(
                    rules, plan.adventure, heroClass, plan.seed + static_cast<std::uint64_t>(i),
                    plan.mostActions, plan.checks);
            } catch (...) {
                const std::lock_guard lock(told);
                failure = failure ? failure : std::current_exception();
                next = games;
                return;
            }
            const std::lock_guard lock(told);
            ++done;
            if (progress) {
                progress(done, games);
            }
        }
    };
    const int threads = std::clamp(plan.threads, 1, games);
    std::vector<std::thread> others;
    for (int t = 1; t < threads; ++t) {
        others.emplace_back(work);
    }
    work();
    for (std::thread& thread : others) {
        thread.join();
    }
    if (failure) {
        std::rethrow_exception(failure);
    }
    return results;
}

}  // namespace delve
