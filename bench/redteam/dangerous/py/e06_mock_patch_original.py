from unittest import mock

original, _local = mock.patch("os.system").get_original()
original("id")
