#include "pg_storage.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { TEMP_SUFFIX_LENGTH = 11 }; /* ".tmp-XXXXXX" */

/* The folder part of path ("." for a bare name), into out. */
static void folder_of(const char *path, char *out, size_t size)
{
	const char *slash = strrchr(path, '/');
	if (!slash) {
		snprintf(out, size, ".");
		return;
	}
	size_t n = slash == path ? 1 : (size_t)(slash - path);
	if (n >= size)
		n = size - 1;
	memcpy(out, path, n);
	out[n] = '\0';
}

/* Flushes a folder's entries, so a rename in it reaches the disk. Some
 * file systems cannot fsync a folder (EINVAL); the rename is then as safe
 * as they make it, and that is not a failure of the write. */
static bool sync_folder(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY);
	if (fd < 0)
		return false;
	bool ok = fsync(fd) == 0 || errno == EINVAL || errno == EROFS;
	close(fd);
	return ok;
}

static bool write_all(int fd, const char *data, size_t length)
{
	while (length > 0) {
		ssize_t n = write(fd, data, length);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return false;
		}
		data += n;
		length -= (size_t)n;
	}
	return true;
}

bool pg_storage_write(const char *path, const void *data, size_t length, char *err,
		      size_t err_size)
{
	size_t temp_size = strlen(path) + TEMP_SUFFIX_LENGTH + 1;
	char *temp = malloc(temp_size);
	if (!temp) {
		snprintf(err, err_size, "cannot write %s: out of memory", path);
		return false;
	}
	snprintf(temp, temp_size, "%s.tmp-XXXXXX", path);
	int fd = mkstemp(temp);
	if (fd < 0) {
		snprintf(err, err_size, "cannot write %s: %s", path, strerror(errno));
		free(temp);
		return false;
	}
	/* mkstemp makes the file private (0600); a file that already exists
	 * keeps the permissions its owner gave it. */
	struct stat old;
	if (stat(path, &old) == 0)
		fchmod(fd, old.st_mode & 07777);
	const char *step = "write";
	bool ok = write_all(fd, data, length);
	if (ok) {
		step = "flush";
		ok = fsync(fd) == 0;
	}
	int saved = errno;
	if (close(fd) != 0 && ok) {
		saved = errno;
		ok = false;
	}
	if (ok) {
		step = "replace";
		ok = rename(temp, path) == 0;
		saved = errno;
	}
	if (!ok) {
		unlink(temp);
		snprintf(err, err_size, "cannot %s %s: %s", step, path, strerror(saved));
		free(temp);
		return false;
	}
	free(temp);
	char dir[4096];
	folder_of(path, dir, sizeof dir);
	/* The new file is in place; a failed folder flush only means a power
	 * cut could still bring the old one back, which is whole too. */
	sync_folder(dir);
	return true;
}

static const char *kind_of(mode_t mode)
{
	if (S_ISDIR(mode))
		return "a folder, not a file";
	if (S_ISFIFO(mode) || S_ISSOCK(mode))
		return "a pipe or socket, not a file";
	if (S_ISCHR(mode) || S_ISBLK(mode))
		return "a device, not a file";
	return "not a regular file";
}

pg_storage_read_result pg_storage_read(const char *path, size_t max_bytes, char **text,
				       size_t *length, char *err, size_t err_size)
{
	*text = NULL;
	*length = 0;
	/* O_NONBLOCK so that a pipe put in a file's place cannot hang us
	 * before fstat says what it is. */
	int fd = open(path, O_RDONLY | O_NONBLOCK);
	if (fd < 0) {
		if (errno == ENOENT)
			return PG_STORAGE_READ_MISSING;
		snprintf(err, err_size, "cannot read %s: %s", path, strerror(errno));
		return PG_STORAGE_READ_BAD;
	}
	struct stat st;
	if (fstat(fd, &st) != 0) {
		snprintf(err, err_size, "cannot read %s: %s", path, strerror(errno));
		close(fd);
		return PG_STORAGE_READ_BAD;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(err, err_size, "%s is %s", path, kind_of(st.st_mode));
		close(fd);
		return PG_STORAGE_READ_BAD;
	}
	if (st.st_size < 0 || (unsigned long long)st.st_size > max_bytes) {
		snprintf(err, err_size, "%s is too large (%lld bytes; at most %zu expected)", path,
			 (long long)st.st_size, max_bytes);
		close(fd);
		return PG_STORAGE_READ_BAD;
	}
	/* The size from fstat is only a hint: the file may change while we
	 * read, so read to the end and stop at the limit. */
	size_t cap = (size_t)st.st_size + 1, used = 0;
	char *buf = malloc(cap + 1);
	while (buf) {
		if (used == cap) {
			if (cap > max_bytes) {
				snprintf(err, err_size, "%s is too large (more than %zu bytes)", path,
					 max_bytes);
				break;
			}
			size_t grown_cap = cap * 2 < max_bytes + 1 ? cap * 2 : max_bytes + 1;
			char *grown = realloc(buf, grown_cap + 1);
			if (!grown)
				break;
			buf = grown;
			cap = grown_cap;
		}
		ssize_t n = read(fd, buf + used, cap - used);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			snprintf(err, err_size, "cannot read %s: %s", path, strerror(errno));
			break;
		}
		if (n == 0) {
			close(fd);
			buf[used] = '\0';
			*text = buf;
			*length = used;
			return PG_STORAGE_READ_OK;
		}
		used += (size_t)n;
	}
	if (!buf)
		snprintf(err, err_size, "cannot read %s: out of memory", path);
	free(buf);
	close(fd);
	return PG_STORAGE_READ_BAD;
}

bool pg_storage_keep_aside(const char *path, char *moved_to, size_t moved_size, char *err,
			   size_t err_size)
{
	time_t now = time(NULL);
	struct tm local;
	char stamp[32] = "00000000-000000";
	if (localtime_r(&now, &local))
		strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
	for (int attempt = 1; attempt < 100; attempt++) {
		if (attempt == 1)
			snprintf(moved_to, moved_size, "%s.bad-%s", path, stamp);
		else
			snprintf(moved_to, moved_size, "%s.bad-%s-%d", path, stamp, attempt);
		struct stat st;
		if (lstat(moved_to, &st) == 0)
			continue; /* never rename over an earlier damaged file */
		if (rename(path, moved_to) == 0)
			return true;
		snprintf(err, err_size, "cannot move %s aside: %s", path, strerror(errno));
		moved_to[0] = '\0';
		return false;
	}
	snprintf(err, err_size, "cannot move %s aside: too many damaged copies already", path);
	moved_to[0] = '\0';
	return false;
}

pg_storage_lock_result pg_storage_lock(const char *dir, int *fd_out, char *err, size_t err_size)
{
	*fd_out = -1;
	char path[4096];
	size_t n = strlen(dir);
	snprintf(path, sizeof path, "%s%s%s", dir, n && dir[n - 1] == '/' ? "" : "/",
		 PG_STORAGE_LOCK_NAME);
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0) {
		snprintf(err, err_size, "cannot open the lock file %s: %s", path, strerror(errno));
		return PG_STORAGE_LOCK_FAILED;
	}
	/* fcntl locks are POSIX and work over NFS; flock is not. They belong
	 * to the process, and closing any descriptor of the file drops them,
	 * so this file is opened in this one place only. */
	struct flock lock = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0};
	if (fcntl(fd, F_SETLK, &lock) != 0) {
		int why = errno;
		close(fd);
		if (why == EACCES || why == EAGAIN) {
			snprintf(err, err_size, "another copy of Potlatch Games holds %s", path);
			return PG_STORAGE_LOCK_TAKEN;
		}
		snprintf(err, err_size, "cannot lock %s: %s", path, strerror(why));
		return PG_STORAGE_LOCK_FAILED;
	}
	*fd_out = fd;
	return PG_STORAGE_LOCKED;
}

void pg_storage_unlock(int fd)
{
	if (fd >= 0)
		close(fd);
}

/* "NAME.tmp-XXXXXX": what pg_storage_write's mkstemp makes. */
static bool is_temporary(const char *name)
{
	size_t n = strlen(name);
	if (n <= TEMP_SUFFIX_LENGTH)
		return false;
	return strncmp(name + n - TEMP_SUFFIX_LENGTH, ".tmp-", 5) == 0;
}

int pg_storage_sweep_temporaries(const char *dir)
{
	DIR *d = opendir(dir);
	if (!d)
		return 0;
	int removed = 0;
	struct dirent *entry;
	while ((entry = readdir(d)) != NULL) {
		if (!is_temporary(entry->d_name))
			continue;
		char path[4096];
		snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
		struct stat st;
		if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) && unlink(path) == 0)
			removed++;
	}
	closedir(d);
	return removed;
}
