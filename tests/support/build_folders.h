#pragma once

namespace delve::testing {

// Where this build keeps what the tests read and run: the source folder,
// its data, the compiled catalogs (the game's and the tests' own) and the
// game's binary. Only build_folders.cpp is compiled with these paths, so
// every other test compiles to the same object in any clone of the
// project, and ccache finds it there (docs/build.md).
extern const char* const kSourceFolder;
extern const char* const kDataFolder;
extern const char* const kLocaleFolder;
extern const char* const kTestCatalogsFolder;
extern const char* const kDelveBinary;

}  // namespace delve::testing
