#===-- AddAMDCL2.cmake - amdcl2's library and tool functions -------------===#
#
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
#
#===----------------------------------------------------------------------===#
#
# add_amdcl2_library and add_amdcl2_tool wrap llvm_add_library and
# add_llvm_executable as clang's AddClang.cmake wraps them: the targets are
# built as LLVM builds its own, and installed into the export set
# AMDCL2Targets (get_target_export_arg), which cmake/modules installs as the
# AMDCL2 CMake package. add_llvm_library itself would install every library
# into LLVM's export set LLVMExports instead.
#
#===----------------------------------------------------------------------===#

# add_amdcl2_library(name [MODULE] [EXPORT_NAME short] sources...
#                    [LINK_COMPONENTS ...] [LINK_LIBS ...])
# With EXPORT_NAME the library is installed into lib/ and exported as
# AMDCL2::<short>, its include directory (include/) with it. Without it the
# library is only linked into the tools and not installed.
function(add_amdcl2_library name)
  cmake_parse_arguments(ARG "MODULE" "EXPORT_NAME" "" ${ARGN})
  if(ARG_MODULE)
    llvm_add_library(${name} MODULE ${ARG_UNPARSED_ARGUMENTS})
  else()
    llvm_add_library(${name} ${ARG_UNPARSED_ARGUMENTS})
  endif()
  set_target_properties(${name} PROPERTIES FOLDER "amdcl2/Libraries")
  if(NOT ARG_EXPORT_NAME)
    return()
  endif()

  set_target_properties(${name} PROPERTIES EXPORT_NAME ${ARG_EXPORT_NAME})
  if(NOT ARG_MODULE)
    # The headers, and the C++ standard they are written in.
    target_include_directories(${name} PUBLIC
      $<BUILD_INTERFACE:${AMDCL2_SOURCE_DIR}/include>
      $<INSTALL_INTERFACE:${AMDCL2_INCLUDE_INSTALL_DIR}>)
    target_compile_features(${name} PUBLIC cxx_std_17)
    # An instrumented static library links only into an instrumented program.
    if(AMDCL2_SANITIZE)
      target_link_options(${name} INTERFACE
        $<INSTALL_INTERFACE:-fsanitize=address,undefined>)
    endif()
  endif()
  get_target_export_arg(${name} AMDCL2 export_arg)
  install(TARGETS ${name} ${export_arg}
    LIBRARY DESTINATION ${AMDCL2_LIBRARY_INSTALL_DIR} COMPONENT ${name}
    ARCHIVE DESTINATION ${AMDCL2_LIBRARY_INSTALL_DIR} COMPONENT ${name})
  set_property(GLOBAL APPEND PROPERTY AMDCL2_EXPORTS ${name})
endfunction()

# add_amdcl2_tool(name sources...): an executable installed into bin/ and
# exported as AMDCL2::<name>, for projects that run it in a custom command.
macro(add_amdcl2_tool name)
  add_llvm_executable(${name} ${ARGN})
  set_target_properties(${name} PROPERTIES FOLDER "amdcl2/Tools")
  get_target_export_arg(${name} AMDCL2 export_arg)
  install(TARGETS ${name} ${export_arg}
    RUNTIME DESTINATION ${AMDCL2_TOOLS_INSTALL_DIR} COMPONENT ${name})
  set_property(GLOBAL APPEND PROPERTY AMDCL2_EXPORTS ${name})
endmacro()
