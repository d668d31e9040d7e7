#include "support/build_folders.h"

namespace delve::testing {

const char* const kSourceFolder = DELVE_SOURCE_DIR;
const char* const kDataFolder = DELVE_DATA_DIR;
const char* const kLocaleFolder = DELVE_LOCALE_DIR;
const char* const kTestCatalogsFolder = DELVE_TEST_CATALOGS;
const char* const kDelveBinary = DELVE_BINARY;

}  // namespace delve::testing
