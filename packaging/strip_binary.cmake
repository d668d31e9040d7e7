# Run by cpack once the package's files are laid out, before they are
# packed: strips the binary as Debian's own tools do, of its symbols and of
# the compilers' notes (.comment, .note), which nothing reads at run time.
set(binary ${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}/${CPACK_DELVE_BINARY})
execute_process(COMMAND strip --remove-section=.comment --remove-section=.note ${binary}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "could not strip ${binary}")
endif()
