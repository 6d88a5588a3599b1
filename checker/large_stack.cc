#include "checker/large_stack.h"

#include <pthread.h>

#include <exception>

namespace goproof::proof {
namespace {

struct Job {
  const std::function<void()>* f;
  std::exception_ptr error;
};

void* runJob(void* arg) {
  Job* job = static_cast<Job*>(arg);
  try {
    (*job->f)();
  } catch (...) {
    job->error = std::current_exception();
  }
  return nullptr;
}

}  // namespace

void runWithStack(const std::function<void()>& f, size_t bytes) {
  Job job{&f, nullptr};
  pthread_attr_t attributes;
  pthread_t thread;
  bool started = pthread_attr_init(&attributes) == 0;
  started = started && pthread_attr_setstacksize(&attributes, bytes) == 0 &&
            pthread_create(&thread, &attributes, runJob, &job) == 0;
  pthread_attr_destroy(&attributes);
  if (!started) {
    f();
    return;
  }
  pthread_join(thread, nullptr);
  if (job.error) std::rethrow_exception(job.error);
}

}  // namespace goproof::proof
