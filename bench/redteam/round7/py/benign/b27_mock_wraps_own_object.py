import unittest
import weakref
from unittest import mock


class Calculator:
    def add(self, a, b):
        return a + b


class CalcTest(unittest.TestCase):
    def test_spy(self):
        calc = Calculator()
        spy = mock.MagicMock(wraps=calc)
        self.assertEqual(spy.add(2, 3), 5)
        spy.add.assert_called_once_with(2, 3)

    def test_proxy(self):
        calc = Calculator()
        proxy = weakref.proxy(calc)
        self.assertEqual(proxy.add(1, 1), 2)


result = unittest.main(argv=["calc"], exit=False).result
print("ok" if result.wasSuccessful() else "failed")
