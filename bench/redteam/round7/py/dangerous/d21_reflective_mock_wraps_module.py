import glob
from unittest import mock

spy = mock.MagicMock(wraps=glob)
spy.os.system("id")
print("calls recorded:", len(spy.mock_calls))
